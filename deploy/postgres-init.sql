-- One PostgreSQL for the whole stack: n8n's database (POSTGRES_DB) and the designs' database.
CREATE DATABASE designs;

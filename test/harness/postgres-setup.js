// Jest globalSetup of the `postgres` project: one PostgreSQL cluster for the run. Workers start
// after this, so they inherit DG_TEST_PG_URL; each server a suite starts gets its own database.
const { startCluster } = require('../../scripts/pg/cluster');

module.exports = async function setup() {
	const cluster = await startCluster();
	globalThis.dgPostgresCluster = cluster;
	process.env.DG_TEST_PG_URL = cluster.url;
};

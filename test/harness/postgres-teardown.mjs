// Jest globalTeardown of the `postgres` project: stops the run's cluster by its pid and removes it.
export default async function teardown() {
	globalThis.dgPostgresCluster?.stop();
}

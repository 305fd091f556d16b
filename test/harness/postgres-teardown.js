// Jest globalTeardown of the `postgres` project: stops the run's cluster by its pid and removes it.
module.exports = async function teardown() {
	globalThis.dgPostgresCluster?.stop();
};

/** Types of cluster.js, for the TypeScript tests that start their own cluster. */
export interface Cluster {
	/** The admin database as the superuser, e.g. postgres://postgres@127.0.0.1:PORT/postgres. */
	url: string;
	port: number;
	pid: number;
	dir: string;
	/** Stops the server, keeping its data (an outage). */
	pause(): void;
	/** Starts it again on the same port and data. */
	resume(): void;
	/** Stops it by pid and removes its folder. */
	stop(): void;
}
export function findPgBin(): string | undefined;
export function startCluster(): Promise<Cluster>;

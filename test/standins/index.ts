/**
 * Four stand-in Design Generation Services, written from the seed interface alone, each in the
 * habits of another web framework: atelier (Laravel/Rails), loom (FastAPI), stitch (Express) and
 * bolt (Spring Boot). They prove the node works against services nobody tuned it to. Each one's
 * `start()` answers a {@link StandIn}; `conventions` says in one paragraph how it talks.
 */
import * as atelier from './atelier';
import * as bolt from './bolt';
import * as loom from './loom';
import * as stitch from './stitch';

export type { RecordedRequest, StandIn, StartOptions } from './kit';

export const STANDINS = { atelier, loom, stitch, bolt };

export type StandInName = keyof typeof STANDINS;

import { account } from './account';
import { collection } from './collection';
import { design } from './design';
import { marketplace } from './marketplace';
import type { Resource } from './operations';

/** The node's resources; each lists its operations in its own index.ts. */
export const resources: Resource[] = [account, collection, design, marketplace];

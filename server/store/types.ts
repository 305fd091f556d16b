/** The storage interface. The SQLite store implements it; the rest of the server never sees SQL. */
export const PLANS = ['free', 'starter', 'pro', 'business', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
/** Plans whose keys may call the API. */
export const API_PLANS: readonly Plan[] = ['business', 'enterprise'];

export type DesignStatus = 'pending' | 'succeeded' | 'failed';
export type PublicationStatus = 'published' | 'withdrawn';
export type Visibility = 'public' | 'unlisted';

export interface Account {
  id: string;
  name: string;
  plan: Plan;
  createdAt: number;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  accountName: string;
  plan: Plan;
  /** The first characters of the key, enough to recognise it in a list. */
  prefix: string;
  createdAt: number;
  revokedAt: number | null;
}

export interface DesignContent {
  title: string;
  garment: string;
  colors: { name: string; hex: string }[];
  pattern: string;
  materials: string[];
  details: string[];
  svg: string;
  width: number;
  height: number;
}

export interface DesignRecord {
  id: string;
  accountId: string;
  status: DesignStatus;
  prompt: string;
  style: string;
  seed: number;
  /** Null until the design has succeeded. */
  content: Omit<DesignContent, 'svg'> | null;
  error: { code: string; detail: string } | null;
  /** For a pending design: when it is due to be generated (ms since the epoch). */
  readyAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** The design's live publication, if any. */
  publication: PublicationRecord | null;
}

export interface PublicationRecord {
  id: string;
  accountId: string;
  designId: string;
  title: string;
  description: string;
  price: { amount: number; currency: string };
  tags: string[];
  visibility: Visibility;
  status: PublicationStatus;
  publishedAt: number;
  withdrawnAt: number | null;
}

export interface PageQuery<F> {
  accountId: string;
  limit: number;
  /** Position of the cursor object (from `cursorPosition`), and which side of it to read. */
  after?: number;
  before?: number;
  filters: F;
}

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

export interface DesignFilters {
  style?: string;
  status?: DesignStatus;
  published?: boolean;
}

export interface PublicationFilters {
  status?: PublicationStatus;
  designId?: string;
}

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export type IdempotencyState =
  | { state: 'new' }
  | { state: 'mismatch' }
  | { state: 'in_progress' }
  | { state: 'done'; response: StoredResponse };

export interface DesignStore {
  // Accounts and keys ("account settings")
  ensureAccount(name: string, plan: Plan, now: number): Account;
  findAccountByName(name: string): Account | undefined;
  addApiKey(accountId: string, keyHash: string, prefix: string, now: number): ApiKeyRecord;
  /** The active (not revoked) key with this hash, with its account's current plan. */
  findActiveKey(keyHash: string): ApiKeyRecord | undefined;
  listApiKeys(): ApiKeyRecord[];
  /** Revokes by key id or key hash; returns the key, or undefined when there is none. */
  revokeApiKey(idOrHash: string, now: number): ApiKeyRecord | undefined;

  // Designs
  insertDesign(design: {
    id: string;
    accountId: string;
    status: DesignStatus;
    prompt: string;
    style: string;
    seed: number;
    content: DesignContent | null;
    error: { code: string; detail: string } | null;
    readyAt: number | null;
    now: number;
  }): DesignRecord;
  /** Records the outcome of a pending design's generation. */
  completeDesign(id: string, outcome: { content: DesignContent } | { error: { code: string; detail: string } }, now: number): void;
  /** Pending designs (of every account), oldest first: to resume generation after a restart. */
  listPendingDesigns(): { id: string; prompt: string; style: string; seed: number; readyAt: number }[];
  getDesign(accountId: string, id: string): DesignRecord | undefined;
  getDesignImage(accountId: string, id: string): { svg: string; png: Buffer | null } | undefined;
  savePng(id: string, png: Buffer): void;
  /** Position of an object for paging: also for deleted designs, so their ids stay valid cursors. */
  cursorPosition(kind: 'design' | 'publication', accountId: string, id: string): number | undefined;
  listDesigns(query: PageQuery<DesignFilters>): Page<DesignRecord>;
  /** Soft-deletes the design and withdraws its live publication, in one transaction. */
  deleteDesign(accountId: string, id: string, now: number): boolean;

  // Publications
  insertPublication(publication: PublicationRecord): PublicationRecord;
  getPublication(accountId: string, id: string): PublicationRecord | undefined;
  listPublications(query: PageQuery<PublicationFilters>): Page<PublicationRecord>;
  withdrawPublication(accountId: string, id: string, now: number): PublicationRecord | undefined;
  /** A listing on the public marketplace (any account), with its design's SVG. */
  getListing(id: string): { publication: PublicationRecord; svg: string; png: Buffer | null } | undefined;
  /** Live public listings, newest first. */
  listPublicListings(limit: number, after?: number): Page<PublicationRecord & { position: number }>;

  // Idempotency keys (scoped to the account)
  /** Claims the key for this request (fingerprint = endpoint + body), or says why it cannot. */
  claimIdempotencyKey(accountId: string, key: string, fingerprint: string, now: number): IdempotencyState;
  saveIdempotentResponse(accountId: string, key: string, response: StoredResponse): void;
  releaseIdempotencyKey(accountId: string, key: string): void;

  close(): void;
}

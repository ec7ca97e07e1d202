/** A system calling with an API key (docs/security.md, "API keys"): never a person's session. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  permission: string;
  regionIds: number[];
}

// The account the API key belongs to, and the rule that a website belongs to one account.
// A website that the key cannot see is "removed outside Terraform" only when the key is of
// the account recorded in the website's state: a key of another account (a CI secret mixed
// up) sees none of this state's websites, and reading that as their deletion would empty
// the state while every website stays on the server.
import type { Account, PhpAnalyticsClient } from "../../api";

/** Which account a website of the state belongs to, and which one the key opens. */
export interface AccountMismatch {
  recordedId: string;
  current: Pick<Account, "id" | "name">;
}

export class AccountIdentity {
  private account: Promise<Account> | undefined;

  constructor(
    private readonly client: PhpAnalyticsClient,
    /** Where the API key came from, for messages: "the provider configuration" or the variable. */
    readonly keyOrigin: string,
  ) {}

  /** The key's account, asked once a process; a failed answer is asked again next time. */
  current(signal?: AbortSignal): Promise<Account> {
    if (!this.account) {
      const asked = this.client.getAccount({ signal });
      this.account = asked;
      asked.catch(() => {
        if (this.account === asked) this.account = undefined;
      });
    }
    return this.account;
  }

  /** The key's account id, as a state records it. */
  async currentId(signal?: AbortSignal): Promise<string> {
    return String((await this.current(signal)).id);
  }

  /**
   * Undefined when the key opens the recorded account (or none is recorded: a state of an
   * earlier version, which gains it on its next read); else what differs.
   */
  async mismatch(recordedId: string | null, signal?: AbortSignal): Promise<AccountMismatch | undefined> {
    if (recordedId === null) return undefined;
    const current = await this.current(signal);
    return String(current.id) === recordedId ? undefined : { recordedId, current };
  }

  /** Throws ForeignAccountError when the key is not of the recorded account. */
  async expectRecorded(recordedId: string | null, website: string, signal?: AbortSignal): Promise<void> {
    const mismatch = await this.mismatch(recordedId, signal);
    if (mismatch) throw new ForeignAccountError(this.describe(mismatch, website));
  }

  /** The error's text: both accounts, where the key came from, and what to do. */
  describe(mismatch: AccountMismatch, website: string): string {
    const { current, recordedId } = mismatch;
    return (
      `The API key (from ${this.keyOrigin}) belongs to account ${current.id} (${current.name}), ` +
      `but the state records ${website} as a website of account ${recordedId}. A key cannot see another account's websites, ` +
      "so nothing can be said about this one: it is kept in state unchanged, and nothing was sent to change or delete it. " +
      `Use the API key of account ${recordedId} (the phpanalytics_account data source, or Account > API in the web interface, ` +
      "shows which account a key opens), or, if the websites really moved to another account, import them there anew."
    );
  }
}

/** The summary of that error: one for every website of the state, since they share the cause. */
const FOREIGN_ACCOUNT_SUMMARY = "API key of another account";

/** A handler meets a key of another account: the call fails, and the state keeps what it had. */
export class ForeignAccountError extends Error {
  readonly summary = FOREIGN_ACCOUNT_SUMMARY;
  constructor(readonly detail: string) {
    super(detail);
    this.name = "ForeignAccountError";
  }
}

/**
 * The provider setting `allowed_account_ids`: a key of an account not listed is refused at
 * configure, before any website is read.
 */
export function accountNotAllowed(account: Pick<Account, "id" | "name">, allowed: readonly string[], keyOrigin: string): string | undefined {
  if (allowed.includes(String(account.id))) return undefined;
  return (
    `The API key (from ${keyOrigin}) belongs to account ${account.id} (${account.name}), which allowed_account_ids (${allowed.join(", ")}) does not list. ` +
    "Nothing was read or changed. Use the key of an allowed account, or add this account to allowed_account_ids if it is meant to be managed here."
  );
}

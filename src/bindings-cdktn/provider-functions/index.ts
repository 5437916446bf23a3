// generated from provider function schema

import * as cdktn from 'cdktn';

/**
* Provider-defined functions of the phpanalytics provider.
*/
export class PhpanalyticsProviderFunctions {
  private readonly providerLocalName: string;

  /**
  * @param providerLocalName The local name of the provider in required_providers; defaults to the registry short name. Override when the provider is declared under a different local name — aliases do not change the namespace, local names do.
  */
  constructor(providerLocalName: string) {
    this.providerLocalName = providerLocalName;
  }

  /**
  * Returns `domain` as the server stores it: trimmed and lowercased, every `http://` and `https://` removed, and, when it then starts with `www.`, every `www.` removed. A domain the server refuses is an error at the argument, with the server's own messages.
  * @param {string} domain - A website's domain as a configuration writes it, e.g. `https://WWW.Shop.example.com`.
  * @returns {string}
  */
  public canonicalDomain(domain: string): string {
    return cdktn.Token.asString(cdktn.TerraformProviderFunction.invoke(this.providerLocalName, "canonical_domain", [domain]));
  }
}

// provider::phpanalytics::canonical_domain(domain): the domain as the server stores it, so a
// configuration can key for_each maps and compare outputs by the server's spelling. It
// runs the same rules as the domain attribute's validation, without the API.
import { canonicalDomain, domainErrors, domainProblem } from "../api/domain";
import type { ProviderFunction } from "../tfplugin/framework";

export const canonicalDomainFunction: ProviderFunction = {
  summary: "The domain as the phpAnalytics server stores it.",
  description:
    "Returns `domain` as the server stores it: trimmed and lowercased, every `http://` and `https://` removed, " +
    "and, when it then starts with `www.`, every `www.` removed. A domain the server refuses is an error at " +
    "the argument, with the server's own messages.",
  parameters: [{ name: "domain", type: "string", description: "A website's domain as a configuration writes it, e.g. `https://WWW.Shop.example.com`." }],
  returns: "string",
  call([domain]) {
    if (typeof domain !== "string") return { error: "domain must be a string.", argument: 0 };
    const errors = domainErrors(domain);
    if (errors.length > 0) {
      return {
        // Terraform ends the message with its own full stop
        error:
          `${JSON.stringify(domain)} ${domainProblem(domain) ?? "is not accepted"}, ` +
          `so the server would refuse it (${errors.map((e) => JSON.stringify(e)).join(", ")})`,
        argument: 0,
      };
    }
    return { result: canonicalDomain(domain) };
  },
};

// The import blocks of a stack's configuration that target websites: a refresh-only plan
// shows nothing of them, yet the stack manages those websites from its next apply on.
// cdktf writes them into cdk.tf.json; plain Terraform directories hold them in *.tf(.json).
// An id with a template in it (`"${var.domain}"`) or an expression (`each.key`) is known only
// to Terraform: it is left out, and its website counts as unmanaged until the apply imports it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stringAttribute, topLevelBlocks, withoutComments } from "../install/hcl-blocks";
import { WEBSITE_TYPE } from "./managed";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A literal id: in both syntaxes a string holding `${` or `%{` is a template. */
function literalId(id: unknown): id is string {
  return typeof id === "string" && !/[$%]\{/.test(id);
}

function fromJson(text: string): string[] {
  const doc: unknown = JSON.parse(text);
  const blocks = isRecord(doc) ? doc.import : undefined;
  const list = Array.isArray(blocks) ? blocks : isRecord(blocks) ? [blocks] : [];
  return list.flatMap((b) => (isRecord(b) && typeof b.to === "string" && b.to.startsWith(`${WEBSITE_TYPE}.`) && literalId(b.id) ? [b.id] : []));
}

function fromHcl(text: string): string[] {
  return topLevelBlocks(text, "import").flatMap((b) => {
    const to = /(^|\n)\s*to\s*=\s*([\w.[\]"-]+)/.exec(withoutComments(b.body))?.[2];
    const id = stringAttribute(b.body, "id");
    return to?.startsWith(`${WEBSITE_TYPE}.`) && literalId(id) ? [id] : [];
  });
}

/** The ids (a number or a domain) that the stack's import blocks give websites. */
export function websiteImportIds(stackDir: string): string[] {
  const ids: string[] = [];
  for (const file of readdirSync(stackDir).sort()) {
    const path = join(stackDir, file);
    try {
      if (file.endsWith(".tf.json")) ids.push(...fromJson(readFileSync(path, "utf8")));
      else if (file.endsWith(".tf")) ids.push(...fromHcl(readFileSync(path, "utf8")));
    } catch (err) {
      throw new Error(`cannot read the import blocks of ${path}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }
  return ids;
}

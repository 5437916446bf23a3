// The import blocks as text: an HCL file Terraform reads beside the configuration (also in a
// synthesized CDKTF stack's directory, which `cdktf synth` leaves in place), or the
// TypeScript a CDKTF stack holds them in. Pure: the same blocks give the same text.
import { formatAddress } from "./address";
import type { ImportBlock } from "./match";

/** Text safe inside a `#` or `//` comment. */
const commentText = (value: string): string => value.replace(/[\r\n\u2028\u2029]+/g, " ");

function count(blocks: readonly ImportBlock[]): string {
  return `${blocks.length} website${blocks.length === 1 ? "" : "s"}`;
}

export function renderHcl(blocks: readonly ImportBlock[]): string {
  const lines = [
    `# Written by \`phpanalytics import-blocks\`: ${count(blocks)} this configuration creates and the`,
    "# account already holds (a lost or emptied state). `terraform apply` imports them and creates",
    "# nothing (it may update an imported website to match the configuration, as any apply does).",
    "# Once applied, the blocks do nothing and can be removed.",
  ];
  for (const block of blocks) {
    lines.push("", "import {", `  to = ${formatAddress(block.address)}`, `  id = ${JSON.stringify(block.id)} # ${commentText(block.domain)}`, "}");
  }
  return lines.join("\n") + "\n";
}

/** A CDKTF stack's own way to hold them: an override that adds them to the stack's import blocks. */
export function renderCdktf(blocks: readonly ImportBlock[], stackName: string): string {
  const lines = [
    `// Written by \`phpanalytics import-blocks\` for the stack "${commentText(stackName)}": ${count(blocks)} it creates`,
    "// and the account already holds (a lost or emptied state). Put this in the stack's constructor",
    "// (or call addOverride on the stack object in main.ts); cdktf adds the blocks to those the stack",
    `// already has. \`cdktf deploy ${commentText(stackName)} --skip-provider-lock\` then imports them and creates`,
    "// nothing. Once deployed, they do nothing and can be removed.",
    'this.addOverride("import", [',
    ...blocks.map((block) => `  { to: ${JSON.stringify(formatAddress(block.address))}, id: ${JSON.stringify(block.id)} }, // ${commentText(block.domain)}`),
    "]);",
  ];
  return lines.join("\n") + "\n";
}

// Our Diagnostics -> tfplugin6 diagnostics, with attribute paths resolved against the
// schema type so map keys become element_key_string and list indexes element_key_int.
import type { tfplugin6 } from "./generated/proto";
import { CodecError } from "./codec";
import { Diagnostics, redact, type AttributePath, type Diagnostic, type TfType } from "../framework";

type ProtoStep = tfplugin6.AttributePath.Step.$Properties;
type ProtoPath = tfplugin6.AttributePath.$Properties;
type ProtoDiagnostic = tfplugin6.Diagnostic.$Properties;

const SEVERITY_ERROR = 1;
const SEVERITY_WARNING = 2;

/** Converts a path; `type` (the object type the path starts in) disambiguates map keys. */
export function pathToProto(path: AttributePath, type?: TfType): ProtoPath {
  const steps: ProtoStep[] = [];
  let current: TfType | undefined = type;
  for (const step of path) {
    if (Array.isArray(current) && current[0] === "set") break; // set elements have no key in this protocol version
    if (typeof step === "number") {
      steps.push({ elementKeyInt: step });
      current = Array.isArray(current) && current[0] === "list" ? current[1] : undefined;
    } else if (Array.isArray(current) && current[0] === "map") {
      steps.push({ elementKeyString: step });
      current = current[1];
    } else {
      steps.push({ attributeName: step });
      current = Array.isArray(current) && current[0] === "object" ? (current[1] as { [k: string]: TfType })[step] : undefined;
    }
  }
  return { steps };
}

export function diagnosticToProto(d: Diagnostic, type?: TfType): ProtoDiagnostic {
  const out: ProtoDiagnostic = {
    severity: d.severity === "error" ? SEVERITY_ERROR : SEVERITY_WARNING,
    summary: redact(d.summary),
    detail: redact(d.detail ?? ""),
  };
  if (d.path && d.path.length) out.attribute = pathToProto(d.path, type);
  return out;
}

export function diagnosticsToProto(diagnostics: Diagnostics, type?: TfType): ProtoDiagnostic[] {
  return diagnostics.items.map((d) => diagnosticToProto(d, type));
}

/** Turns an exception from a handler or the codec into an error diagnostic. */
export function errorToDiagnostic(error: unknown, summary = "Unexpected provider error"): Diagnostic {
  if (error instanceof CodecError) {
    return { severity: "error", summary: "Invalid value", detail: error.message, path: error.path };
  }
  if (error instanceof Error && error.name === "AbortError") {
    return { severity: "error", summary: "Operation cancelled", detail: "Terraform asked the provider to stop." };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    severity: "error",
    summary,
    detail: `${message}\n\nThis is a bug in the provider or an unexpected condition; please report it with the Terraform logs (TF_LOG=debug).`,
  };
}

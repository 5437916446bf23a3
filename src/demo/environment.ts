// The environment the demo runs Terraform, the provider and the example app in: the caller's,
// without any Terraform or phpanalytics setting, since the demo brings its own. A quick start's
// exported PHPANALYTICS_BASE_URL must never send the demo to a real account, and a TF_DATA_DIR
// or TF_WORKSPACE must never point it at an app's own state.

/** The PHPANALYTICS_* variables set (not empty) in `env`, by name: the demo says it ignores them. */
export function ignoredSettings(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith("PHPANALYTICS_") && Boolean(env[name]))
    .sort();
}

/** `env` without TF_* and PHPANALYTICS_* variables, with the demo's own `settings` on top. */
export function demoEnv(env: NodeJS.ProcessEnv, settings: Record<string, string>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) if (!name.startsWith("TF_") && !name.startsWith("PHPANALYTICS_")) out[name] = value;
  return { ...out, CHECKPOINT_DISABLE: "1", ...settings };
}

// cdktn is an optional peer dependency (stacks on the cdktf line never load it). When the
// `./cdktn` entry is loaded without it, say what to install instead of Node's bare
// "Cannot find module 'cdktn'" from deep inside a generated binding.
try {
  require.resolve("cdktn");
} catch {
  throw new Error(
    'cdktf-provider-phpanalytics/cdktn needs the cdktn package (CDK Terrain): run `npm install cdktn@^0.24.0 "constructs@>=10.6.0 <10.8.0"`. ' +
      'On the cdktf line, import from "cdktf-provider-phpanalytics" instead.',
  );
}

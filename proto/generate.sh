#!/usr/bin/env bash
# Regenerates the static protobuf code in src/tfplugin/protocol/generated/ from the .proto files here.
# Needs only the dev dependency protobufjs-cli (no network). Run: bash proto/generate.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=src/tfplugin/protocol/generated
common=(-t static-module -w commonjs --no-create --no-verify --no-convert --no-delimited --no-service --no-typeurl --force-number)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The commented variant only feeds pbts (which reads the JSDoc); the shipped .js has no comments.
node node_modules/protobufjs-cli/bin/pbjs "${common[@]}" -o "$tmp/proto.js" proto/tfplugin6.proto proto/grpc_controller.proto
node node_modules/protobufjs-cli/bin/pbts --no-comments -o "$out/proto.d.ts" "$tmp/proto.js"
node node_modules/protobufjs-cli/bin/pbjs "${common[@]}" --no-comments -o "$out/proto.js" proto/tfplugin6.proto proto/grpc_controller.proto

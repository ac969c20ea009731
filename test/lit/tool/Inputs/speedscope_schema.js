// node speedscope_schema.js FILE - validates FILE against the JSON schema
// that the speedscope package ships (dist/release/file-format-schema.json)
// with ajv; NODE_PATH must hold both packages. Prints "FILE: valid".
"use strict";
const fs = require("fs");
const path = require("path");
const Ajv = require("ajv");
const schemaFile = path.join(path.dirname(require.resolve("speedscope/package.json")),
                             "dist", "release", "file-format-schema.json");
const schema = JSON.parse(fs.readFileSync(schemaFile, "utf8"));
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(schema);
const file = process.argv[2];
const doc = JSON.parse(fs.readFileSync(file, "utf8"));
if (!validate(doc)) {
  console.error(file + ": not a speedscope file: " + ajv.errorsText(validate.errors));
  process.exit(1);
}
console.log(file + ": valid");

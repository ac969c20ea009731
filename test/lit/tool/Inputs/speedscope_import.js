// node speedscope_import.js FILE - opens FILE with speedscope's own import
// code and prints what speedscope made of it. NODE_PATH must hold speedscope
// and jsdom (build/npm/node_modules).
//
// speedscope ships one browser bundle (dist/release/index.html loads it); its
// importers are a lazily initialized module inside it whose namespace has
// the real export names (importProfilesFromArrayBuffer, ...), reached only
// through a promise the application awaits:
//   var jr=Promise.resolve().then(()=>(Sf(),kf));
// (names minified). The bundle is run unchanged in a jsdom window but for one
// statement added after that one, which hands the promise to us. The file is
// then imported as the page imports a #profileURL=...: its name and bytes to
// importProfilesFromArrayBuffer (the format guessed by speedscope, as for
// any file). The application itself starts on the landing page as in a
// browser; it cannot draw (no WebGL in jsdom), which does not matter here.
//
// Output, weights as speedscope holds them (in the profile's unit), names
// as JSON strings:
//   group "NAME" profiles N first I
//   profile P "NAME" unit UNIT total W shown "W as speedscope formats it"
//   frame P "NAME" [file "F"] [line L] self W total W      (the sandwich view)
//   node P DEPTH "NAME" self W total W   (the time-order call tree, preorder)
"use strict";
const fs = require("fs");
const path = require("path");
const { JSDOM, VirtualConsole } = require("jsdom");

function fail(msg) {
  console.error("speedscope_import.js: " + msg);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail("usage: node speedscope_import.js FILE");
const dir = path.join(path.dirname(require.resolve("speedscope/package.json")), "dist", "release");
const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
const script = /<script src="([^"]+)"><\/script>/.exec(html);
if (!script) fail("no <script src> in " + path.join(dir, "index.html"));
let src = fs.readFileSync(path.join(dir, script[1]), "utf8");

// The import module's namespace, as esbuild exports it:
// $l(NS,{importFromFileSystemDirectoryEntry:()=>Yy,...,importProfilesFromArrayBuffer:()=>$y,...})
const ns = /(?:^|[^\w$])[\w$]+\(([\w$]+),\{[^{}]*importProfilesFromArrayBuffer:\(\)=>/.exec(src);
if (!ns) fail("speedscope's import module not found in " + script[1]);
const esc = s => s.replace(/[$]/g, "\\$");
const lazy = new RegExp("var ([\\w$]+)=Promise\\.resolve\\(\\)\\.then\\(\\(\\)=>\\([\\w$]+\\(\\)," +
                        esc(ns[1]) + "\\)\\);").exec(src);
if (!lazy) fail("the promise of speedscope's import module not found in " + script[1]);
const at = lazy.index + lazy[0].length;
src = src.slice(0, at) + "window.__ccprofSpeedscopeImport=" + lazy[1] + ";" + src.slice(at);

// jsdom's console goes to stderr only with SPEEDSCOPE_DEBUG (the application
// complains that it has no WebGL).
const vc = new VirtualConsole();
if (process.env.SPEEDSCOPE_DEBUG) vc.sendTo(console);
// An http origin (no request is made): speedscope uses localStorage, which
// jsdom refuses to a file: page.
const dom = new JSDOM("<!DOCTYPE html><html><head></head><body></body></html>", {
  url: "http://localhost/index.html", runScripts: "outside-only", pretendToBeVisual: true,
  virtualConsole: vc,
});
const w = dom.window;
// What a browser has and jsdom lacks.
w.TextDecoder = TextDecoder;
w.TextEncoder = TextEncoder;
w.matchMedia = q => ({ matches: false, media: q, onchange: null, addListener() {}, removeListener() {},
                       addEventListener() {}, removeEventListener() {} });
try {
  w.eval(src);
} catch (e) {
  // The application's start in a window that cannot draw; the importers are
  // handed over before it.
  if (process.env.SPEEDSCOPE_DEBUG) console.error("speedscope's application: " + e);
}
if (!w.__ccprofSpeedscopeImport) fail("speedscope's bundle did not run up to its import module");

const q = s => JSON.stringify(s);
(async () => {
  const importers = await w.__ccprofSpeedscopeImport;
  if (typeof importers.importProfilesFromArrayBuffer !== "function")
    fail("no importProfilesFromArrayBuffer among " + Object.keys(importers).join(", "));
  const bytes = fs.readFileSync(file);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const group = await importers.importProfilesFromArrayBuffer(path.basename(file), buffer);
  if (!group) fail(file + ": speedscope cannot import it");
  const out = [];
  out.push(`group ${q(group.name)} profiles ${group.profiles.length} first ${group.indexToView}`);
  group.profiles.forEach((p, i) => {
    out.push(`profile ${i} ${q(p.getName())} unit ${p.getWeightUnit()} total ${p.getTotalWeight()}` +
             ` shown ${q(p.formatValue(p.getTotalWeight()))}`);
    p.forEachFrame(f => {
      out.push(`frame ${i} ${q(f.name)}` + (f.file !== undefined ? ` file ${q(f.file)}` : "") +
               (f.line !== undefined ? ` line ${f.line}` : "") +
               ` self ${f.getSelfWeight()} total ${f.getTotalWeight()}`);
    });
    const walk = (node, depth) => {
      for (const c of node.children) {
        out.push(`node ${i} ${depth} ${q(c.frame.name)} self ${c.getSelfWeight()} total ${c.getTotalWeight()}`);
        walk(c, depth + 1);
      }
    };
    walk(p.getAppendOrderCalltreeRoot(), 0);
  });
  console.log(out.join("\n"));
  w.close();
})().catch(e => fail(file + ": " + (e && e.stack || e)));

// node flame_dom.js SVG - runs a `ccprof flame` graph's script in a DOM
// (jsdom; NODE_PATH must hold it) and drives it as a user would: a click on
// a frame zooms into it, "Reset zoom" goes back, "Search" highlights
// matches and shows their share, the URL fragment zooms on opening.
// Prints one line per check, for FileCheck; exits 1 on an error.
"use strict";
const fs = require("fs");
const { JSDOM } = require("jsdom");

const text = fs.readFileSync(process.argv[2], "utf8");
function open(fragment) {
  const dom = new JSDOM(text, { contentType: "image/svg+xml", runScripts: "outside-only",
                                url: "file:///flame.svg" + fragment });
  const w = dom.window;
  const script = w.document.querySelector("script");
  w.eval(script.textContent);
  return w;
}
function frame(w, id) {
  const g = w.document.getElementById(id);
  const r = g.querySelector("rect");
  return { cls: g.getAttribute("class"), x: +r.getAttribute("x"), w: +r.getAttribute("width"),
           label: g.querySelector("text").textContent };
}
function show(w, id) {
  const f = frame(w, id);
  console.log(id + " class=" + f.cls + " x=" + f.x.toFixed(2) + " w=" + f.w.toFixed(2) +
              " label=" + f.label);
}
function click(w, el) {
  el.dispatchEvent(new w.MouseEvent("click", { bubbles: true }));
}
const ids = process.argv.slice(3);

let w = open("");
console.log("loaded: ccprofFlame=" + typeof w.ccprofFlame);
const before = ids.map((id) => frame(w, id));
click(w, w.document.querySelector("#" + ids[0] + " rect"));
console.log("after a click on " + ids[0] + ": reset=" +
            w.document.getElementById("reset").getAttribute("class"));
ids.forEach((id) => show(w, id));
click(w, w.document.getElementById("reset"));
const same = ids.every((id, i) => JSON.stringify(frame(w, id)) === JSON.stringify(before[i]));
console.log("after reset: as loaded=" + same + " reset=" +
            w.document.getElementById("reset").getAttribute("class"));
w.prompt = () => "^work$";
click(w, w.document.getElementById("search"));
console.log("search: " + w.document.getElementById("matched").textContent + " button=" +
            w.document.getElementById("search").textContent + " matches=" +
            Array.from(w.document.querySelectorAll("g.match")).map((g) => g.id).join(","));
click(w, w.document.getElementById("search"));
console.log("search reset: matched=[" + w.document.getElementById("matched").textContent +
            "] matches=" + w.document.querySelectorAll("g.match").length);
// A match inside another (work under g) counts once.
w = open("#zoom=" + ids[0] + "&search=" + encodeURIComponent("^(g|work)$"));
console.log("fragment: " + w.document.getElementById("matched").textContent);
show(w, ids[0]);

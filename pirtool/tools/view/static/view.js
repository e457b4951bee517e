// pirtool view: the page over the JSON model of pirtool/tools/view/model.py.
// The tree is lazy: a folder's rows are made when it is opened, and at most CHUNK at a time,
// so a 50,000-op program keeps a small DOM. The graph panel draws the neighbourhood of the
// selected op with cytoscape.js (vendored next to this file, inlined into the page).
(function () {
  "use strict";
  var CHUNK = 300, MAX_RESULTS = 500, MAX_GRAPH = 150;
  var M = JSON.parse(document.getElementById("pir-model").textContent);
  var S = M.strings, O = M.ops, V = M.values, G = M.groups, T = M.types;
  var N = M.n_ops, NV = V.name.length, NG = G.name.length;
  var STATUS = ["same", "added", "removed", "changed"];
  var $ = function (id) { return document.getElementById(id); };

  // ---- indexes (linear) -------------------------------------------------------------------
  var users = new Array(NV);
  for (var v = 0; v < NV; v++) users[v] = [];
  for (var i = 0; i < N; i++) {
    var ops = O.operands[i];
    for (var k = 0; k < ops.length; k++) {
      var x = ops[k];
      if (x >= 0) { var u = users[x]; if (u[u.length - 1] !== i) u.push(i); }
    }
  }
  // Tree items are strings: "s<stage>", "g<group>", "o<op>", "r<op>:<region label>".
  var kids = {};  // item -> child items, in print order
  var groupOf = {};  // group -> attached to its parent yet
  var counts = {};  // item -> [ops, added, removed, changed] below it
  function add(parent, item) { (kids[parent] || (kids[parent] = [])).push(item); }
  function bump(item, st) {
    var c = counts[item] || (counts[item] = [0, 0, 0, 0]);
    c[0]++; if (st) c[st]++;
  }
  for (i = 0; i < N; i++) {
    var st = O.status[i], p = O.parent[i];
    if (p < 0) {
      var g = O.group[i];
      add("g" + g, "o" + i);
      var stage = G.stage[g];
      for (var h = g; h >= 0; h = G.parent[h]) {
        bump("g" + h, st);
        if (!groupOf[h]) { groupOf[h] = 1; add(G.parent[h] >= 0 ? "g" + G.parent[h] : "s" + stage, "g" + h); }
      }
      bump("s" + stage, st);
    } else {
      var r = "r" + p + ":" + O.region[i];
      if (!kids[r]) add("o" + p, r);
      add(r, "o" + i);
      bump(r, st);
      for (var q = p; q >= 0; q = O.parent[q]) bump("o" + q, st);
      var top = p; while (O.parent[top] >= 0) top = O.parent[top];
      for (h = O.group[top]; h >= 0; h = G.parent[h]) bump("g" + h, st);
      bump("s" + O.stage[top], st);
    }
  }
  // Parent of each item, for opening the path to an op.
  var up = {};
  Object.keys(kids).forEach(function (it) { kids[it].forEach(function (c) { up[c] = it; }); });
  // Every op reachable from the stage roots: the count the header shows.
  var reach = 0, stack = M.stages.map(function (s) { return "s" + s.id; });
  while (stack.length) {
    var it = stack.pop();
    if (it[0] === "o") reach++;
    var ks = kids[it];
    if (ks) for (k = 0; k < ks.length; k++) stack.push(ks[k]);
  }

  // ---- small helpers ----------------------------------------------------------------------
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function color(role) { var r = M.roles[String(role)]; return r ? r.color : M.other_color; }
  function roleName(role) { var r = M.roles[String(role)]; return r ? r.name : String(role); }
  function vname(v) { return v < 0 ? "<null>" : S[V.name[v]]; }
  function vtype(v) { return v < 0 ? "" : S[T[V.type[v]][0]]; }
  function opLine(i) {
    var res = O.results[i].map(vname).join(", ");
    return (res ? res + " = " : "") + S[O.name[i]];
  }
  function groupPath(g) {
    var parts = [];
    for (; g >= 0; g = G.parent[g]) parts.unshift(S[G.name[g]]);
    return parts.join(" › ");
  }
  function topOf(i) { while (O.parent[i] >= 0) i = O.parent[i]; return i; }
  // Split `{a:1,b:{c,d},e:"x,y"}` at its top-level commas (what pirtool.attrs.decode.split_top does).
  function splitTop(text) {
    var out = [], depth = 0, start = 0, inStr = false;
    for (var j = 0; j < text.length; j++) {
      var c = text[j];
      if (inStr) { if (c === "\\") j++; else if (c === '"') inStr = false; continue; }
      if (c === '"') inStr = true;
      else if (c === "{" || c === "[" || c === "(" || c === "<") depth++;
      else if (c === "}" || c === "]" || c === ")" || c === ">") depth--;
      else if (c === "," && depth === 0) { out.push(text.slice(start, j)); start = j + 1; }
    }
    if (start < text.length) out.push(text.slice(start));
    return out;
  }
  function attrItems(i) {
    var t = S[O.attrs[i]];
    if (t.length < 2) return [];
    return splitTop(t.slice(1, -1)).map(function (part) {
      var c = part.indexOf(":");
      return c < 0 ? ["", part] : [part.slice(0, c), part.slice(c + 1)];
    });
  }

  // ---- header ------------------------------------------------------------------------------
  $("title").textContent = M.title;
  document.title = "pirtool view — " + M.title;
  $("n-ops").textContent = String(reach);
  $("n-values").textContent = String(NV);
  $("n-groups").textContent = String(NG);
  var legend = $("legend");
  Object.keys(M.roles).forEach(function (r) {
    var sw = el("span", "sw"); sw.style.background = M.roles[r].color;
    legend.appendChild(sw); legend.appendChild(document.createTextNode(M.roles[r].name));
  });
  var swo = el("span", "sw"); swo.style.background = M.other_color;
  legend.appendChild(swo); legend.appendChild(document.createTextNode("other roles"));
  var nStatus = [0, 0, 0, 0];
  for (i = 0; i < N; i++) nStatus[O.status[i]]++;
  if (M.diff) {
    $("diff-counts").textContent = " — diff: " + nStatus[1] + " added, " + nStatus[2] + " removed, " + nStatus[3] + " changed";
    [1, 2, 3].forEach(function (s) { legend.appendChild(el("span", "st st" + s, STATUS[s])); });
  }

  // ---- tree ---------------------------------------------------------------------------------
  var tree = $("tree"), rowOf = {}, selected = null;
  function label(item, row) {
    var c = counts[item] || [0, 0, 0, 0];
    var kind = item[0], lab;
    if (kind === "s") {
      lab = el("span", "stage", M.stages.filter(function (s) { return "s" + s.id === item; })[0].name);
    } else if (kind === "g") {
      var g = +item.slice(1);
      lab = el("span", "grp k" + G.kind[g], S[G.name[g]]);
    } else if (kind === "r") {
      lab = el("span", "reg", S[+item.split(":")[1]]);
    } else {
      var i = +item.slice(1);
      var sw = el("span", "sw"); sw.style.background = color(O.role[i]);
      row.appendChild(sw);
      row.appendChild(el("span", "ln", "L" + O.line[i]));
      lab = el("span", "opn", opLine(i));
      if (O.status[i]) row.classList.add("st" + O.status[i]);
    }
    row.appendChild(lab);
    if (kind !== "o" || kids[item]) {
      var cnt = el("span", "cnt", kind === "o" ? "(" + c[0] + " nested)" : "(" + c[0] + ")");
      row.appendChild(cnt);
      if (M.diff) for (var s = 1; s <= 3; s++) if (c[s]) row.appendChild(el("span", "dc d" + s, ["", " +", " −", " ~"][s] + c[s]));
    }
  }
  function makeRow(item, container) {
    var wrap = el("div", "item");
    var row = el("div", "row");
    row.setAttribute("data-item", item);
    var tog = el("span", "tog", kids[item] ? "▸" : "");
    row.appendChild(tog);
    label(item, row);
    wrap.appendChild(row);
    container.appendChild(wrap);
    rowOf[item] = row;
    row.addEventListener("click", function (ev) {
      if (ev.target === tog || item[0] !== "o") toggle(item);
      if (item[0] === "o") selectOp(+item.slice(1), false);
    });
    return wrap;
  }
  function isOpen(item) { var w = rowOf[item] && rowOf[item].parentNode; return !!(w && w.querySelector(":scope > .kids")); }
  function open(item, upto) {
    var row = rowOf[item];
    if (!row || !kids[item]) return;
    var wrap = row.parentNode, box = wrap.querySelector(":scope > .kids");
    if (!box) { box = el("div", "kids"); box.setAttribute("data-shown", "0"); wrap.appendChild(box); row.firstChild.textContent = "▾"; }
    var list = kids[item], shown = +box.getAttribute("data-shown");
    var want = Math.min(list.length, Math.max(shown, CHUNK, upto == null ? 0 : upto + 1));
    var more = box.querySelector(":scope > .morebtn");
    if (more) more.remove();
    for (var k = shown; k < want; k++) makeRow(list[k], box);
    box.setAttribute("data-shown", String(want));
    if (want < list.length) {
      var btn = el("div", "morebtn", "show " + Math.min(CHUNK, list.length - want) + " more of " + (list.length - want));
      btn.addEventListener("click", function () { open(item, want + CHUNK - 1); });
      box.appendChild(btn);
    }
    // a folder whose only child is a folder (`Deep` under a stage) opens it too
    if (list.length === 1 && list[0][0] === "g" && !isOpen(list[0])) open(list[0]);
  }
  function close(item) {
    var row = rowOf[item], box = row.parentNode.querySelector(":scope > .kids");
    if (!box) return;
    // drop the rows below (lazy both ways: a closed folder holds no DOM)
    box.querySelectorAll(".row").forEach(function (r) { delete rowOf[r.getAttribute("data-item")]; });
    box.remove();
    row.firstChild.textContent = "▸";
  }
  function toggle(item) { if (isOpen(item)) close(item); else open(item); }
  function reveal(item) {
    var path = [];
    for (var it = item; up[it]; it = up[it]) path.unshift(up[it]);
    for (var k = 0; k < path.length; k++) {
      var list = kids[path[k]], child = k + 1 < path.length ? path[k + 1] : item;
      open(path[k], list.indexOf(child));
    }
    return rowOf[item];
  }
  M.stages.forEach(function (s) { if (kids["s" + s.id]) makeRow("s" + s.id, tree); });
  M.stages.forEach(function (s) { if (kids["s" + s.id]) open("s" + s.id); });

  // ---- details ------------------------------------------------------------------------------
  var details = $("details");
  function opLink(i) {
    var a = el("a", "op", "L" + O.line[i] + " " + opLine(i));
    a.setAttribute("data-op", i);
    if (O.status[i]) a.appendChild(el("span", "badge b" + O.status[i], STATUS[O.status[i]]));
    a.addEventListener("click", function (ev) { ev.stopPropagation(); selectOp(i, true); });
    return a;
  }
  function valLink(v) {
    if (v < 0) return el("span", "", "<null>");
    var a = el("a", "val", vname(v));
    a.setAttribute("data-value", v);
    a.addEventListener("click", function (ev) { ev.stopPropagation(); selectValue(v); });
    return a;
  }
  function table(rows) {
    var t = el("table");
    rows.forEach(function (r) {
      var tr = el("tr"), th = el("th", "", r[0]), td = el("td");
      if (r[1] instanceof Node) td.appendChild(r[1]); else td.textContent = r[1];
      tr.appendChild(th); tr.appendChild(td); t.appendChild(tr);
    });
    return t;
  }
  function frag(nodes) {
    var f = el("span");
    nodes.forEach(function (n, k) { if (k) f.appendChild(document.createTextNode(", ")); f.appendChild(n); });
    return f;
  }
  // A value as a line: its name (parameter, data, kwarg) first, then %N, then the type, which
  // may be cut at the panel's edge (the whole type is the tooltip).
  function valueLine(v, line) {
    if (v >= 0 && V.pname[v] >= 0 && V.kind[v] !== 2) line.appendChild(el("span", "pname", S[V.pname[v]]));
    line.appendChild(valLink(v));
    if (v >= 0) {
      var t = el("span", "vtype", " : " + vtype(v));
      t.title = vtype(v);
      line.appendChild(t);
    }
    return line;
  }
  function valueRows(list, what) {
    return list.map(function (v, k) { return [what + "(" + k + ")", valueLine(v, el("div", "vline"))]; });
  }
  // A row that acts as a whole: a click anywhere on it (not only on its text) does `act`.
  function actRow(line, act) {
    line.addEventListener("click", act);
    return line;
  }
  function showOp(i) {
    details.innerHTML = "";
    details.setAttribute("data-op", i);
    var h = el("h2", "", S[O.name[i]]);
    if (O.status[i]) h.appendChild(el("span", "badge b" + O.status[i], STATUS[O.status[i]]));
    details.appendChild(h);
    var side = M.diff ? (O.status[i] === 2 ? " of " + M.files.a : " of " + M.files.b) : "";
    var info = [["source line", "line " + O.line[i] + side]];
    if (M.diff && O.a_line[i] && O.status[i] !== 2) info.push(["line in A", "line " + O.a_line[i] + " of " + M.files.a]);
    info.push(["op_role", O.role[i] < 0 ? "none" : O.role[i] + " (" + roleName(O.role[i]) + ")"]);
    info.push(["stage", M.stages.filter(function (s) { return s.id === O.stage[i]; })[0].name]);
    var top = topOf(i);
    info.push(["layer", groupPath(O.group[top])]);
    if (O.parent[i] >= 0) info.push(["inside", frag([opLink(O.parent[i]), el("span", "cnt", S[O.region[i]])])]);
    var nested = counts["o" + i];
    if (nested) info.push(["regions", nested[0] + " nested ops"]);
    var ch = O.change[i];
    details.appendChild(table(info));
    if (ch) {  // what changed from A, in the words of `pirtool diff` (tools.diff.change_details)
      details.appendChild(el("h3", "", "changed from " + M.files.a + " (line " + O.a_line[i] + ")"));
      var box = el("div"); box.id = "changes";
      ch.details.forEach(function (d) { box.appendChild(el("div", "change", d)); });
      details.appendChild(box);
    }
    details.appendChild(el("h3", "", "results"));
    details.appendChild(table(valueRows(O.results[i], "result")));
    details.appendChild(el("h3", "", "operands"));
    details.appendChild(table(valueRows(O.operands[i], "operand")));
    var items = attrItems(i), dist = [];
    items.forEach(function (kv) {
      if (kv[0] === "op_dist_attr" && kv[1][0] === "{") {
        splitTop(kv[1].slice(1, -1)).forEach(function (part) {
          var c = part.indexOf(":"); dist.push(c < 0 ? ["", part] : [part.slice(0, c), part.slice(c + 1)]);
        });
      }
    });
    var dtypes = [];
    O.operands[i].forEach(function (v, k) { if (v >= 0 && T[V.type[v]][1] >= 0) dtypes.push(["operand(" + k + ")", S[T[V.type[v]][1]]]); });
    O.results[i].forEach(function (v, k) { if (T[V.type[v]][1] >= 0) dtypes.push(["result(" + k + ")", S[T[V.type[v]][1]]]); });
    if (dist.length || dtypes.length) {
      details.appendChild(el("h3", "", "dist attributes"));
      if (dist.length) { var t1 = table(dist); t1.classList.add("dist"); t1.id = "dist-attr"; details.appendChild(t1); }
      if (dtypes.length) { details.appendChild(el("div", "cnt", "dist tensor types")); var t2 = table(dtypes); t2.classList.add("dist"); details.appendChild(t2); }
    }
    details.appendChild(el("h3", "", "attributes (" + items.length + ")"));
    var at = table(items); at.id = "attrs"; details.appendChild(at);
  }
  function showValue(v) {
    details.innerHTML = "";
    details.setAttribute("data-value", v);
    details.removeAttribute("data-op");
    details.appendChild(el("h2", "", vname(v)));
    var kind = ["op result", "block argument", "block kwarg"][V.kind[v]];
    var rows = [["type", vtype(v)], ["kind", kind]];
    if (V.pname[v] >= 0) rows.push(["name", S[V.pname[v]]]);
    if (T[V.type[v]][1] >= 0) rows.push(["dist", S[T[V.type[v]][1]]]);
    var d = V.def[v];
    var prod = el("div"); prod.id = "producer";
    if (d >= 0) { prod.className = "row"; prod.appendChild(opLink(d)); actRow(prod, function () { selectOp(d, true); }); }
    else if (V.owner[v] >= 0) { prod.appendChild(document.createTextNode("argument of a region of ")); prod.appendChild(opLink(V.owner[v])); }
    else prod.textContent = "(defined by the program: a block kwarg)";
    rows.push(["producer", prod]);
    details.appendChild(table(rows));
    var us = users[v];
    details.appendChild(el("h3", "", "users (" + us.length + ")"));
    var box = el("div"); box.id = "users";
    us.slice(0, MAX_RESULTS).forEach(function (i) {
      var line = el("div", "row");
      line.appendChild(opLink(i));
      box.appendChild(actRow(line, function () { selectOp(i, true); }));
    });
    if (us.length > MAX_RESULTS) box.appendChild(el("div", "more", "… " + (us.length - MAX_RESULTS) + " more"));
    details.appendChild(box);
  }
  // The search result of what is selected, if listed, is marked.
  function markResult(attr, key) {
    results.querySelectorAll(".row.sel").forEach(function (r) { r.classList.remove("sel"); });
    var hit = results.querySelector(".row[" + attr + "='" + key + "']");
    if (hit) hit.classList.add("sel");
  }
  function selectOp(i, scroll) {
    if (selected) selected.classList.remove("sel");
    markResult("data-op", i);
    var row = reveal("o" + i);
    if (row) { row.classList.add("sel"); selected = row; if (scroll !== false) row.scrollIntoView({ block: "center" }); }
    showOp(i);
    drawGraph([[i, 0]], i);
  }
  function selectValue(v) {
    markResult("data-value", v);
    showValue(v);
    var seeds = users[v].slice(0, MAX_GRAPH).map(function (i) { return [i, 1]; });
    if (V.def[v] >= 0) seeds.unshift([V.def[v], 0]);
    drawGraph(seeds, V.def[v]);
  }

  // ---- search -------------------------------------------------------------------------------
  var results = $("results"), info = $("search-info");
  function search(q) {
    q = q.trim();
    results.innerHTML = "";
    if (!q) { results.hidden = true; info.textContent = ""; return; }
    var ops = [], vals = [], m;
    if (q[0] === "%") {
      for (var v = 0; v < NV; v++) if (S[V.name[v]] === q) vals.push(v);
    } else if ((m = /^[Ll]?(\d+)$/.exec(q))) {
      var n = +m[1];
      for (var i = 0; i < N; i++) if (O.line[i] === n || O.a_line[i] === n) ops.push(i);
    } else {
      var lq = q.toLowerCase(), hitName = {};
      S.forEach(function (s, k) { if (s.toLowerCase().indexOf(lq) >= 0) hitName[k] = 1; });
      for (i = 0; i < N; i++) if (hitName[O.name[i]]) ops.push(i);
      for (v = 0; v < NV; v++) if (V.pname[v] >= 0 && hitName[V.pname[v]]) vals.push(v);
    }
    info.textContent = ops.length + " ops, " + vals.length + " values";
    info.setAttribute("data-ops", ops.length);
    info.setAttribute("data-values", vals.length);
    results.hidden = false;
    vals.slice(0, MAX_RESULTS).forEach(function (v) {
      var line = el("div", "row vline");
      line.setAttribute("data-value", v);
      line.appendChild(el("span", "tog", "%"));
      results.appendChild(actRow(valueLine(v, line), function () { selectValue(v); }));
    });
    ops.slice(0, MAX_RESULTS).forEach(function (i) {
      var line = el("div", "row");
      line.setAttribute("data-op", i);
      line.appendChild(el("span", "tog", ""));
      var sw = el("span", "sw"); sw.style.background = color(O.role[i]); line.appendChild(sw);
      line.appendChild(opLink(i));
      results.appendChild(actRow(line, function () { selectOp(i, true); }));
    });
    var over = Math.max(0, ops.length - MAX_RESULTS) + Math.max(0, vals.length - MAX_RESULTS);
    if (over) results.appendChild(el("div", "more", "… " + over + " more (refine the search)"));
    if (ops.length + vals.length === 1) { if (ops.length) selectOp(ops[0]); else selectValue(vals[0]); }
  }
  var timer = null;
  $("search").addEventListener("input", function (e) {
    clearTimeout(timer);
    var q = e.target.value;
    timer = setTimeout(function () { search(q); }, 200);
  });
  $("search").addEventListener("keydown", function (e) { if (e.key === "Enter") { clearTimeout(timer); search(e.target.value); } });

  // ---- graph --------------------------------------------------------------------------------
  var cy = null, lastSeeds = null, lastFocus = -1;
  var BORDER = ["#777777", "#1a9e3a", "#d62828", "#e08600"];
  // The ops within `depth` hops of the seeds ([op, column] pairs), each with its column:
  // producers one column left of what they feed, users one column right.
  function neighbourhood(seeds, depth) {
    var col = {}, order = [], frontier = [];
    function see(j, c, next) {
      if (!(j in col) && order.length < MAX_GRAPH) { col[j] = c; order.push(j); next.push(j); }
    }
    seeds.forEach(function (s) { see(s[0], s[1], frontier); });
    for (var d = 0; d < depth && order.length < MAX_GRAPH; d++) {
      var next = [];
      frontier.forEach(function (i) {
        O.operands[i].forEach(function (v) { if (v >= 0 && V.def[v] >= 0) see(V.def[v], col[i] - 1, next); });
        O.results[i].forEach(function (v) { users[v].forEach(function (j) { see(j, col[i] + 1, next); }); });
      });
      frontier = next;
    }
    return { order: order, col: col };
  }
  // Positions: a column per hop, its ops stacked in the order they were met (an op's operands in
  // operand order). A tall column is folded into several side by side, staggered by half a row
  // so that edges pass between the nodes: as many rows per fold as makes the whole
  // neighbourhood, fitted to the panel (`W` × `H`), largest.
  var ROW_H = 46, COL_GAP = 90, FOLD_GAP = 40;
  function positions(nb, width, W, H) {
    var byCol = {};
    nb.order.forEach(function (i) { (byCol[nb.col[i]] || (byCol[nb.col[i]] = [])).push(i); });
    var cols = Object.keys(byCol).map(Number).sort(function (a, b) { return a - b; });
    var wide = {}, tallest = 1;
    cols.forEach(function (c) {
      wide[c] = Math.max.apply(null, byCol[c].map(function (i) { return width[i]; }));
      tallest = Math.max(tallest, byCol[c].length);
    });
    function extent(rows) {
      var w = 0, h = 0;
      cols.forEach(function (c) {
        var folds = Math.ceil(byCol[c].length / rows);
        w += folds * wide[c] + (folds - 1) * FOLD_GAP + COL_GAP;
        h = Math.max(h, (Math.min(rows, byCol[c].length) + (folds > 1 ? 0.5 : 0)) * ROW_H);
      });
      return Math.min(W / w, H / h);
    }
    var best = tallest, zoom = extent(tallest);
    for (var rows = tallest - 1; rows >= 1; rows--) {
      var z = extent(rows);
      if (z > zoom * 1.001) { best = rows; zoom = z; }
    }
    var pos = {}, x = 0;
    cols.forEach(function (c) {
      var list = byCol[c], folds = Math.ceil(list.length / best), rows = Math.ceil(list.length / folds), w = wide[c];
      list.forEach(function (i, k) {
        var f = Math.floor(k / rows), r = k % rows, n = Math.min(rows, list.length - f * rows);
        pos[i] = { x: x + f * (w + FOLD_GAP) + w / 2, y: (r - (n - 1) / 2 + (f % 2) / 2) * ROW_H };
      });
      x += folds * w + (folds - 1) * FOLD_GAP + COL_GAP;
    });
    return pos;
  }
  function drawGraph(seeds, focus) {
    lastSeeds = seeds; lastFocus = focus;
    if (typeof cytoscape === "undefined") return;
    var nb = neighbourhood(seeds, +$("depth").value), nodes = nb.order, inSet = {}, width = {};
    nodes.forEach(function (i) { inSet[i] = 1; width[i] = 16 + 6.2 * Math.max(S[O.name[i]].length, 6); });
    var box = $("graph").getBoundingClientRect();
    var pos = positions(nb, width, Math.max(box.width, 200), Math.max(box.height, 150));
    var els = nodes.map(function (i) {
      return {
        data: { id: "n" + i, op: i, label: S[O.name[i]] + "\nL" + O.line[i], w: width[i], color: color(O.role[i]), border: BORDER[O.status[i]], bw: O.status[i] ? 4 : 1 },
        position: pos[i],
      };
    });
    var ne = 0;
    nodes.forEach(function (i) {
      var done = {};
      O.operands[i].forEach(function (v) {
        if (v >= 0 && V.def[v] >= 0 && inSet[V.def[v]] && !done[v]) {
          done[v] = 1; ne++;
          els.push({ data: { id: "e" + ne, source: "n" + V.def[v], target: "n" + i, label: vname(v) } });
        }
      });
    });
    if (cy) cy.destroy();
    cy = cytoscape({
      container: $("graph"),
      elements: els,
      maxZoom: 1.6,
      style: [
        { selector: "node", style: { shape: "round-rectangle", "background-color": "data(color)", "border-color": "data(border)", "border-width": "data(bw)", label: "data(label)", "text-wrap": "wrap", "text-valign": "center", "font-size": 10, width: "data(w)", height: 32 } },
        { selector: "edge", style: { width: 1, "line-color": "#999", "target-arrow-color": "#999", "target-arrow-shape": "triangle", "curve-style": "bezier", label: "data(label)", "font-size": 9, color: "#555", "text-background-color": "#fff", "text-background-opacity": 0.8 } },
        { selector: "node[op = " + focus + "]", style: { "border-color": "#2456c7", "border-width": 3 } },
      ],
      layout: { name: "preset", fit: true, padding: 16 },
    });
    cy.on("tap", "node", function (e) { selectOp(e.target.data("op"), true); });
    $("graph-info").textContent = nodes.length + " ops, " + ne + " edges" + (nodes.length >= MAX_GRAPH ? " (capped at " + MAX_GRAPH + ")" : "");
    $("graph-info").setAttribute("data-nodes", nodes.length);
  }
  $("depth").addEventListener("change", function () { if (lastSeeds) drawGraph(lastSeeds, lastFocus); });

  // For tests and scripts: the page's state and actions.
  window.pirView = { model: M, reach: reach, users: users, selectOp: selectOp, selectValue: selectValue, search: search, reveal: reveal, graph: function () { return cy; }, ready: true };
  document.body.setAttribute("data-ready", "1");
})();

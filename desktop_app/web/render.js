// Lays out a frame: the seat's moves as large touch targets grouped as the host groups them,
// numbers set with a stepper or an aiming strip, the seat's own panels, the seats and the log.
// Every text is the host's, put in with textContent (never as HTML). Knows no game.

import { t } from "./i18n.js";

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

// A label's %1 shows the number being set.
function filled(label, value) {
  return String(label).replace("%1", String(value));
}

function groupsOf(moves) {
  const groups = new Map();
  for (const move of moves) {
    const key = move.group || "";
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(move);
  }
  return groups;
}

function stepper(language, spec, low, high, onChange) {
  const box = element("div", "stepper");
  const less = element("button", "", "−");
  const more = element("button", "", "+");
  less.type = more.type = "button";
  less.setAttribute("aria-label", t(language, "less"));
  more.setAttribute("aria-label", t(language, "more"));
  const shown = element("output", "", spec.value);
  const set = (value) => {
    spec.value = Math.max(low, Math.min(high, value));
    shown.textContent = String(spec.value);
    less.disabled = spec.value <= low;
    more.disabled = spec.value >= high;
    onChange();
  };
  less.addEventListener("click", () => set(spec.value - 1));
  more.addEventListener("click", () => set(spec.value + 1));
  box.append(less, shown, more);
  set(spec.value);
  return box;
}

function aimStrip(language, spec, low, high, target, onChange) {
  const box = element("div", "aim");
  const slider = element("input");
  slider.type = "range";
  slider.min = String(low);
  slider.max = String(high);
  slider.value = String(spec.value);
  slider.setAttribute("aria-label", spec.label || "");
  if (target !== undefined && target !== null) {
    const mark = element("div", "target", t(language, "aim_here"));
    mark.dataset.value = String(target);
    box.classList.add("marked");
    mark.style.left = `${((target - low) / (high - low || 1)) * 100}%`;
    box.append(mark);
  }
  slider.addEventListener("input", () => {
    spec.value = Number(slider.value);
    onChange();
  });
  box.append(slider);
  return box;
}

// A move whose numbers the person sets: a stepper per number (an aiming strip for a drop),
// then the move's own button, its label showing the number.
function amountMove(language, move, play) {
  const box = element("div", "amount");
  const fields = move.fields || {};
  const specs = {};
  const button = element("button", "move main");
  button.type = "button";
  const first = Object.keys(move.range)[0];
  const refresh = () => {
    button.textContent = filled(move.label, specs[first].value);
  };
  for (const [name, [low, high]] of Object.entries(move.range)) {
    const words = fields[name] || {};
    const start = Number.isInteger(words.start) ? words.start : low;
    specs[name] = { value: Math.max(low, Math.min(high, start)), label: words.label || "" };
  }
  for (const [name, [low, high]] of Object.entries(move.range)) {
    const words = fields[name] || {};
    const row = element("div", "field");
    if (words.label) row.append(element("span", "", words.label));
    const wide = move.kind === "aim" || high - low > 60;
    row.append(wide ? aimStrip(language, specs[name], low, high, words.target, refresh) : stepper(language, specs[name], low, high, refresh));
    box.append(row);
  }
  refresh();
  button.addEventListener("click", () => {
    const values = {};
    for (const [name, spec] of Object.entries(specs)) values[name] = spec.value;
    play(move, values);
  });
  box.append(button);
  return box;
}

const FOLD_AFTER = 8;

export function renderMoves(container, language, moves, play) {
  container.replaceChildren();
  const shown = moves.filter((move) => move.kind !== "race");
  if (!shown.length) {
    container.append(element("p", "", t(language, "no_moves")));
    return;
  }
  const groups = groupsOf(shown);
  for (const [group, members] of groups) {
    // a long list (every way to reroll some dice) folds under its heading: one tap opens it
    const folded = group && members.length > FOLD_AFTER && groups.size > 1;
    const section = element(folded ? "details" : "div", "group");
    if (folded) section.append(element("summary", "", `${group} (${members.length})`));
    else if (group) section.append(element("h3", "", group));
    // a die's value, a card's name: several to a row on a phone; sentences: one to a row
    const plain = members.filter((move) => !move.range).map((move) => String(move.label).length);
    const width = plain.every((n) => n <= 3) ? "buttons short" : plain.every((n) => n <= 16) ? "buttons medium" : "buttons";
    const grid = element("div", width);
    for (const move of members) {
      if (move.range) {
        section.append(amountMove(language, move, play));
        continue;
      }
      const button = element("button", move.main ? "move main" : "move", move.label);
      button.type = "button";
      button.dataset.move = move.id;
      button.addEventListener("click", () => play(move, null));
      grid.append(button);
    }
    if (grid.childElementCount) section.append(grid);
    container.append(section);
  }
}

export function renderPanels(container, panels) {
  container.replaceChildren();
  for (const panel of panels || []) {
    const box = element("section", "panel");
    box.dataset.panel = panel.id || "";
    box.append(element("h2", "", panel.title));
    const table = element("table");
    for (const row of panel.rows || []) {
      const line = element("tr");
      const label = element("td", "", row.label);
      line.append(label);
      if (row.value) line.append(element("td", String(row.value).length <= 14 ? "value short" : "value", row.value));
      else label.colSpan = 2;
      table.append(line);
    }
    box.append(table);
    container.append(box);
  }
}

export function renderSeats(container, language, seats, mySeat, acting) {
  container.replaceChildren();
  for (const seat of seats || []) {
    const item = element("li", "", seat.name || t(language, "open_seat"));
    if (seat.seat === mySeat) item.classList.add("me");
    if (acting.has(seat.seat)) item.classList.add("acting");
    let note = "";
    if (seat.seat === mySeat) note = t(language, "you");
    else if (seat.kind === "computer") note = t(language, "computer");
    else if (seat.kind === "here") note = t(language, "here");
    else if (seat.kind === "remote" && seat.connected === false) {
      note = t(language, "away") + (Number.isFinite(seat.away_s) ? ` · ${Math.max(0, Math.round(seat.away_s))} s` : "");
    }
    if (note) item.append(" ", element("small", "", `(${note})`));
    container.append(item);
  }
}

export function renderLog(container, log) {
  const follow = container.scrollTop + container.clientHeight >= container.scrollHeight - 8;
  container.replaceChildren();
  for (const line of log || []) container.append(element("li", "", line.text));
  if (follow) container.scrollTop = container.scrollHeight;
}

// Energy Table's web client: join a table with the code from the QR code's link and a name
// (scan, type the name, press Join), then play the seat from what the host sends. Knows no rules
// and no game words; its own few words are in i18n.js. The seat token stays in localStorage, so a
// dropped link or a reloaded page comes back to the same seat without asking again.

import { BrokerConnection, brokerPlace, validUser } from "./broker.js";
import { Connection, tokenKey } from "./connection.js";
import { initialLanguage, otherLanguage, t } from "./i18n.js";
import { renderLog, renderMoves, renderPanels, renderSeats } from "./render.js";
import { askWhy, showWhy } from "./why.js";

const $ = (id) => document.getElementById(id);
const LANGUAGE_KEY = "energy-table:language";
const NAME_KEY = "energy-table:name";
const CODE_CHARS = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
const RACE_COUNT_MS = 600; // each of 3, 2, 1: as the host's own race counts at normal speed

const state = {
  language: initialLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.languages || [navigator.language]),
  code: "",
  place: null, // through the school's broker: {klass, table, url} (broker.js), else null
  connection: null,
  frame: null,
  welcome: null,
  link: "connecting",
  wasMyTurn: false,
  race: null, // {seq, started, timer}
  classInfo: null, // a class's words for this device: its table, the pause, the notice
  audio: null,
};

function normaliseCode(text) {
  return String(text || "").toUpperCase().replace(/[\s-]/g, "");
}

// --- chrome words -----------------------------------------------------------------------------

function applyLanguage() {
  const L = state.language;
  document.documentElement.lang = L === "zh_TW" ? "zh-Hant" : "en";
  document.title = t(L, "title");
  $("language").textContent = t(L, "language");
  $("language").setAttribute("aria-label", t(L, "language"));
  $("join-title").textContent = t(L, "title");
  $("join-hint").textContent = t(L, state.place ? "join_hint_broker" : "join_hint");
  $("code-label").textContent = t(L, "join_code");
  $("name-label").textContent = t(L, state.place ? "user_name" : "your_name");
  $("password-label").textContent = t(L, "password");
  $("join-button").textContent = t(L, "join");
  $("moves-title").textContent = t(L, "moves");
  $("seats-title").textContent = t(L, "players");
  $("log-title").textContent = t(L, "log");
  $("why-button").textContent = t(L, "why");
  showStatus();
  if (state.frame) showFrame(state.frame);
}

function showStatus() {
  const L = state.language;
  let text = t(L, "title");
  if (state.connection) {
    if (state.link === "connecting") text = t(L, "connecting");
    else if (state.link === "lost") text = t(L, "reconnecting");
    else if (state.welcome) text = state.welcome.name || t(L, "title");
    const table = state.classInfo?.table_name;
    if (state.link === "open" && table) text = `${text} · ${table}`;
  }
  $("status").textContent = text;
  const overlay = state.connection && state.link === "lost";
  $("overlay").hidden = !overlay;
  $("overlay-text").textContent = overlay ? t(L, "connection_lost") : "";
}

// --- joining ----------------------------------------------------------------------------------

function showJoin(error = "") {
  $("table").hidden = true;
  $("join").hidden = false;
  $("code-row").hidden = CODE_CHARS.test(state.code) || Boolean(state.place);
  $("password-row").hidden = !state.place;
  $("code").value = state.code;
  $("name").value = localStorage.getItem(NAME_KEY) || "";
  $("join-error").textContent = error;
  (CODE_CHARS.test(state.code) || state.place ? $("name") : $("code")).focus();
}

function join(event) {
  event.preventDefault();
  const L = state.language;
  const code = normaliseCode($("code").value || state.code);
  const name = $("name").value.trim();
  if (state.place) return joinBroker(name, $("password").value);
  if (!CODE_CHARS.test(code)) {
    $("join-error").textContent = t(L, "code_needed");
    return;
  }
  if (!name) {
    $("join-error").textContent = t(L, "name_needed");
    return;
  }
  localStorage.setItem(NAME_KEY, name);
  state.code = code;
  unlockSound(); // the Join press is the gesture a browser wants before it plays a sound
  connect(name);
}

// Through the school's broker: the broker user and its password (never kept by the page).
function joinBroker(name, password) {
  const L = state.language;
  if (!validUser(name)) {
    $("join-error").textContent = t(L, "user_needed");
    return;
  }
  if (!password) {
    $("join-error").textContent = t(L, "password_needed");
    return;
  }
  localStorage.setItem(NAME_KEY, name);
  unlockSound();
  connect(name, password);
}

function connect(name, password = "") {
  $("join").hidden = true;
  $("table").hidden = false;
  const Link = state.place ? BrokerConnection : Connection;
  state.connection = new Link({
    code: state.code,
    place: state.place,
    password,
    name,
    language: state.language,
    onMessage: received,
    onState: (link) => {
      state.link = link;
      showStatus();
    },
  });
  state.connection.open();
}

// --- what the host sends ----------------------------------------------------------------------

function received(message) {
  const L = state.language;
  if (message.type === "welcome") {
    state.welcome = message;
    if (message.class) showClass(message.class); // a class's pupil, waiting to be placed
    else if (message.seat === null && !state.frame) $("turn-banner").textContent = t(L, "waiting_seat");
    showStatus();
  } else if (message.type === "frame") {
    state.frame = message;
    showFrame(message);
  } else if (message.type === "event" && message.kind === "class") {
    showClass(message.class);
  } else if (message.type === "why") {
    state.whySeq = state.frame?.seq;
    showWhy($("why-box"), L, message);
  } else if (message.type === "refused") {
    showRefusal(message.reason || "");
  } else if (message.type === "error") {
    if (["bad_token", "removed", "bad_code", "replaced", "bad_login"].includes(message.code)) {
      localStorage.removeItem(tokenKey(state.code));
      state.connection.stop();
      state.connection = null;
      showJoin(message.reason || t(L, message.code === "bad_login" ? "bad_login" : "left_table"));
    } else {
      showRefusal(message.reason || "");
    }
  } else if (message.type === "event" && message.kind === "replaced") {
    state.connection.stop();
    state.connection = null;
    showJoin(t(L, "left_table"));
  }
}

// --- a class: the table's name, the teacher's pause, the last round, waiting for a table -------
// Every word here is the host's (the frame's or event's "class" object, in this device's language).

function showClass(info) {
  state.classInfo = info || null;
  const waiting = Boolean(info && info.table === null);
  if (waiting) {
    state.frame = null; // taken off a table, or not placed yet: nothing of a table stays on screen
    stopRace();
    for (const id of ["moves", "panels", "seats", "log"]) $(id).replaceChildren();
    $("turn-banner").textContent = "";
    document.body.dataset.seq = "";
  }
  $("waiting").hidden = !waiting;
  $("waiting").textContent = waiting ? info.waiting_text || "" : "";
  $("columns").hidden = waiting;
  $("turn-banner").hidden = waiting;
  const notice = info && !waiting ? info.notice_text || "" : "";
  $("class-banner").hidden = !notice;
  $("class-banner").textContent = notice;
  $("class-banner").classList.toggle("over", Boolean(info && info.notice && info.notice !== "last_round"));
  const paused = Boolean(info && info.paused);
  $("pause").hidden = !paused;
  $("pause-text").textContent = paused ? info.pause_text || "" : "";
  document.body.dataset.paused = paused ? "true" : "false";
  document.body.dataset.table = info && info.table ? String(info.table) : "";
  showStatus();
}

function showRefusal(reason) {
  const box = $("refusal");
  box.textContent = reason;
  box.hidden = !reason;
}

function showFrame(frame) {
  const L = state.language;
  // what a test or a screen reader's script may wait on: the frame shown, the moves on offer
  document.body.dataset.seq = String(frame.seq);
  document.body.dataset.moves = String((frame.moves || []).length);
  document.body.dataset.over = frame.over ? "true" : "false";
  const mine = frame.turn?.you === true || (frame.moves || []).length > 0;
  const banner = $("turn-banner");
  banner.textContent = frame.over ? overText(frame) : frame.turn?.text || "";
  banner.classList.toggle("yours", mine && !frame.over);
  if (mine && !state.wasMyTurn && !frame.over) alertTurn();
  state.wasMyTurn = mine;
  renderMoves($("moves"), L, frame.moves || [], play);
  renderPanels($("panels"), frame.panels);
  renderSeats($("seats"), L, frame.seats, frame.seat, new Set([frame.turn?.player]));
  renderLog($("log"), frame.log);
  if (frame.seq !== state.whySeq) $("why-box").hidden = true; // the answer was about an earlier move
  $("refusal").hidden = true;
  const race = (frame.moves || []).find((move) => move.kind === "race");
  if (race && (!state.race || state.race.seq !== frame.seq)) startRace(frame, race);
  if (!race) stopRace();
  if (frame.class || state.classInfo) showClass(frame.class || null);
  showStatus();
}

// "The game is over · Winner: Mei" (the winners named as the table names its seats)
function overText(frame) {
  const L = state.language;
  const names = (frame.winners || []).map((seat) => (frame.seats || []).find((s) => s.seat === seat)?.name || `#${seat + 1}`);
  return names.length ? `${t(L, "game_over")} · ${t(L, "winners")}${names.join(L === "zh_TW" ? "、" : ", ")}` : t(L, "game_over");
}

function play(move, values) {
  const frame = state.frame;
  if (!frame) return;
  const intent = { type: "intent", seq: frame.seq, move: move.id };
  if (values) intent.values = values;
  if (state.connection.send(intent)) {
    // the next frame replaces these buttons; until then one press is enough
    for (const button of document.querySelectorAll("#moves button")) button.disabled = true;
  }
}

// --- the lamp race: timed on this device ------------------------------------------------------
// The table is hidden under a 3-2-1 countdown, then shown with the lamp; the reaction is measured
// here, from the moment this screen showed the dice, so the network's delay never counts.

function startRace(frame, move) {
  stopRace();
  const still = (frame.moves || []).find((m) => m.id === move.timeout);
  const race = { seq: frame.seq, started: 0, timers: [] };
  state.race = race;
  $("race").hidden = false;
  $("race-button").hidden = true;
  $("race-still").hidden = true;
  $("race-panels").replaceChildren();
  let count = 3;
  $("race-count").textContent = String(count);
  const tick = () => {
    count -= 1;
    if (count > 0) {
      $("race-count").textContent = String(count);
      race.timers.push(setTimeout(tick, RACE_COUNT_MS));
      return;
    }
    renderPanels($("race-panels"), frame.panels);
    $("race-count").textContent = t(state.language, "touch_now");
    const button = $("race-button");
    button.textContent = move.label;
    button.hidden = false;
    if (still) {
      $("race-still").textContent = still.label;
      $("race-still").hidden = false;
    }
    race.started = performance.now();
    race.timers.push(
      setTimeout(() => {
        $("race-count").textContent = t(state.language, "too_late");
        if (still) answerRace(still, null);
      }, move.limit_ms || 4000),
    );
  };
  race.timers.push(setTimeout(tick, RACE_COUNT_MS));
  $("race-button").onclick = () => {
    const [low, high] = (move.range && move.range.ms) || [0, 600000];
    const ms = Math.max(low, Math.min(high, Math.round(performance.now() - race.started)));
    answerRace(move, { ms });
  };
  $("race-still").onclick = () => still && answerRace(still, null);
}

function answerRace(move, values) {
  if (!state.race || state.race.answered) return;
  state.race.answered = true;
  for (const timer of state.race.timers) clearTimeout(timer);
  $("race-button").hidden = true;
  $("race-still").hidden = true;
  $("race-count").textContent = t(state.language, "sent");
  play(move, values);
}

function stopRace() {
  if (state.race) for (const timer of state.race.timers) clearTimeout(timer);
  state.race = null;
  $("race").hidden = true;
}

// --- the seat's turn: a vibration and a short sound -------------------------------------------

function unlockSound() {
  try {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (Context && !state.audio) state.audio = new Context();
    if (state.audio && state.audio.state === "suspended") state.audio.resume();
  } catch {
    state.audio = null;
  }
}

function alertTurn() {
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
  const audio = state.audio;
  if (!audio) return;
  try {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.25, audio.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.3);
  } catch {
    // a device without sound still vibrates
  }
}

// --- start ------------------------------------------------------------------------------------

function switchLanguage() {
  state.language = otherLanguage(state.language);
  localStorage.setItem(LANGUAGE_KEY, state.language);
  applyLanguage();
  if (state.connection) state.connection.send({ type: "language", language: state.language });
  if (state.connection) state.connection.language = state.language;
}

function start() {
  const params = new URLSearchParams(location.search);
  state.code = normaliseCode(params.get("code"));
  state.place = brokerPlace(params);
  $("language").addEventListener("click", switchLanguage);
  $("join-form").addEventListener("submit", join);
  $("why-button").addEventListener("click", () => askWhy(state.connection));
  applyLanguage();
  const name = localStorage.getItem(NAME_KEY);
  if (!state.place && CODE_CHARS.test(state.code) && name && localStorage.getItem(tokenKey(state.code))) {
    connect(name); // back to our seat: no need to join again
  } else {
    showJoin();
  }
}

start();

// The link to the host: one WebSocket to /ws on the page's own host, the hello with the seat
// token kept in localStorage (so a dropped link or a reloaded page takes the same seat back), and
// reconnecting with a growing pause after a drop. Messages are the protocol's JSON objects
// (docs/network-protocol.md); this file knows nothing of games.

const PROTO = 1;

export function tokenKey(code) {
  return `energy-table:seat:${code}`;
}

export class Connection {
  constructor({ code, name, language, onMessage, onState }) {
    this.code = code;
    this.name = name;
    this.language = language;
    this.onMessage = onMessage;
    this.onState = onState; // "connecting" | "open" | "lost" | "closed"
    this.socket = null;
    this.retries = 0;
    this.stopped = false;
    this.timer = null;
  }

  get token() {
    return localStorage.getItem(tokenKey(this.code));
  }

  set token(value) {
    if (value) localStorage.setItem(tokenKey(this.code), value);
    else localStorage.removeItem(tokenKey(this.code));
  }

  open() {
    this.stopped = false;
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/ws`);
    this.socket = socket;
    this.onState(this.retries ? "lost" : "connecting");
    socket.addEventListener("open", () => {
      const hello = { type: "hello", proto: PROTO, code: this.code, name: this.name, language: this.language };
      if (this.token) hello.seat_token = this.token;
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return; // the host only sends JSON; anything else is ignored
      }
      if (message.type === "welcome") {
        this.retries = 0;
        if (message.seat_token) this.token = message.seat_token;
        this.onState("open");
      }
      this.onMessage(message);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) {
        this.onState("closed");
        return;
      }
      this.retries += 1;
      this.onState("lost");
      const pause = Math.min(8000, 500 * 2 ** Math.min(this.retries - 1, 4));
      this.timer = setTimeout(() => this.open(), pause);
    });
  }

  send(message) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  // Stop for good (the host removed us, or the token is no longer ours): no more reconnecting.
  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.socket) this.socket.close();
  }
}

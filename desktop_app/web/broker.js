// The link to the host through the school's MQTT broker (docs/network-protocol.md, "The school
// broker"), with the same interface as connection.js's Connection: the page's table code does not
// care which it has. The pupil signs in to the broker with their user name and password; the
// broker's ACL lets them read only energy-table/<class>/<table>/seat/<user> and write only
// .../intent/<user>. The host's frames are retained there, so the latest one arrives at once on
// sign-in, even while the teacher's computer is away. The seat is the broker user: no token.
// A whole class through the broker is `table=class` (energy-table/<class>/class/...): one
// mailbox for the lesson, whatever table the host places the pupil at; the messages are the
// class's, as at the teacher's own server (net/broker.py's BrokerClass).

// MQTT.js (vendored, 340 kB) is loaded only when a page plays through the broker: a phone at
// the embedded server never fetches it.
const MQTT = "./vendor/mqtt/mqtt.esm.js";
const PROTO = 1;
const NAME = /^[a-z0-9][a-z0-9_-]{0,23}$/;

// The broker mode's place in the page's address: ?class=5a&table=1, or table=class for a whole
// class (and broker=ws://... when the page is not served by the broker's own WebSocket
// listener); null for the embedded server.
export function brokerPlace(params) {
  const klass = String(params.get("class") || "").toLowerCase();
  const table = String(params.get("table") || "1").toLowerCase();
  if (!NAME.test(klass) || !NAME.test(table)) return null;
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return { klass, table, url: params.get("broker") || `${scheme}//${location.host}/mqtt` };
}

export function validUser(name) {
  return NAME.test(String(name || "").trim().toLowerCase());
}

export class BrokerConnection {
  constructor({ place, name, password, language, onMessage, onState }) {
    this.place = place;
    this.name = String(name).trim().toLowerCase();
    this.password = password;
    this.language = language;
    this.onMessage = onMessage;
    this.onState = onState; // "connecting" | "open" | "lost" | "closed"
    this.client = null;
    const base = `energy-table/${place.klass}/${place.table}`;
    this.seatTopic = `${base}/seat/${this.name}`;
    this.intentTopic = `${base}/intent/${this.name}`;
  }

  get token() {
    return null; // the broker user is the seat
  }

  set token(_value) {}

  open() {
    this.onState("connecting");
    import(MQTT).then(
      (module) => this.connect(module.default),
      () => this.onMessage({ type: "error", code: "server_error", reason: "" }),
    );
  }

  connect(mqtt) {
    if (this.stopped) return;
    const client = mqtt.connect(this.place.url, {
      username: this.name,
      password: this.password,
      clientId: `et-${this.name}-${Math.random().toString(36).slice(2, 10)}`,
      clean: true,
      reconnectPeriod: 2000,
      connectTimeout: 10000,
    });
    this.client = client;
    client.on("connect", () => {
      client.subscribe(this.seatTopic, { qos: 1 });
      // a hello each time: the host sends the welcome and the latest frame again
      const hello = { type: "hello", proto: PROTO, name: this.name, language: this.language };
      client.publish(this.intentTopic, JSON.stringify(hello), { qos: 1 });
    });
    client.on("message", (topic, payload) => {
      if (topic !== this.seatTopic || !payload.length) return;
      let message;
      try {
        message = JSON.parse(new TextDecoder().decode(payload));
      } catch {
        return; // the host only sends JSON
      }
      this.onState("open"); // a retained frame counts: the table shows while the host is away
      this.onMessage(message);
    });
    client.on("error", (error) => {
      // a wrong user name or password: the broker says "Not authorized" (MQTT 3.1.1 code 5, or 4)
      if (error && (error.code === 4 || error.code === 5 || error.code === 134 || error.code === 135)) {
        this.stop();
        this.onMessage({ type: "error", code: "bad_login", reason: "" });
      }
    });
    client.on("offline", () => {
      if (this.client === client) this.onState("lost");
    });
  }

  send(message) {
    if (this.client && this.client.connected) {
      this.client.publish(this.intentTopic, JSON.stringify(message), { qos: 1 });
      return true;
    }
    return false;
  }

  stop() {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    if (client) client.end(true);
    this.onState("closed");
  }
}

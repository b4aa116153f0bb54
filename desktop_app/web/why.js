// "Why?" after a move: the device asks the host, which answers with the move's energy side (the
// fuel, its carbon, the kWh, the bill) and its game reason, already in the device's language
// (the host makes every game word). This shows the answer under the log; its own few words are
// in i18n.js.

import { t } from "./i18n.js";

export function askWhy(connection) {
  if (connection) connection.send({ type: "why" });
}

// {type: "why", who, energy, reason}: who made the move (null before any), and the two reasons
export function showWhy(box, language, message) {
  box.replaceChildren();
  const heading = document.createElement("h3");
  const said = [message.energy, message.reason].filter((text) => text);
  if (message.who === null) {
    heading.textContent = t(language, "why_none");
  } else {
    heading.textContent = t(language, "why_heading").replace("{name}", message.who || "?");
    if (!said.length) said.push(t(language, "why_no_reason"));
  }
  box.append(heading);
  for (const text of said) {
    const line = document.createElement("p");
    line.textContent = text;
    box.append(line);
  }
  box.hidden = false;
}

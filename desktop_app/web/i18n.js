// The web client's own words (its chrome), one small catalogue per language. Game words never
// live here: the host sends them already in the device's language.

const CATALOGUES = {
  zh_TW: {
    title: "能源桌遊館",
    join: "加入",
    your_name: "你的名字",
    join_code: "加入代碼",
    join_hint: "輸入名字，按「加入」就能上桌。",
    connecting: "連線中…",
    reconnecting: "重新連線中…",
    connection_lost: "連線中斷，正在重新連線…",
    waiting_turn: "等待輪到你",
    waiting_seat: "已加入，請等主持人安排座位。",
    your_turn: "輪到你了！",
    moves: "你可以做的事",
    no_moves: "現在沒有要你做的事。",
    log: "牌局紀錄",
    players: "玩家",
    play: "確定",
    less: "減少",
    more: "增加",
    aim_here: "瞄準這裡",
    get_ready: "準備…",
    touch_now: "現在！",
    too_late: "時間到",
    game_over: "遊戲結束",
    winners: "贏家：",
    language: "English",
    language_name: "繁體中文",
    sent: "已送出…",
    away: "離線",
    computer: "電腦",
    here: "主持端",
    open_seat: "空位",
    you: "你",
    join_again: "重新加入",
    left_table: "你已離開這張桌子。",
    name_needed: "請先輸入名字。",
    code_needed: "請輸入 6 個字的加入代碼。",
    user_name: "你的帳號",
    password: "密碼",
    join_hint_broker: "輸入老師給你的帳號和密碼，按「加入」就能上桌。",
    user_needed: "請輸入老師給你的帳號（英文小寫字母和數字）。",
    password_needed: "請輸入密碼。",
    bad_login: "帳號或密碼不對，請再試一次。",
    why: "為什麼？",
    why_heading: "{name} 為什麼這樣走？",
    why_none: "還沒有人走過棋。",
    why_no_reason: "這一步是自己決定的，沒有附上理由。",
  },
  en: {
    title: "Energy Table",
    join: "Join",
    your_name: "Your name",
    join_code: "Join code",
    join_hint: "Type your name and press Join to sit at the table.",
    connecting: "Connecting…",
    reconnecting: "Reconnecting…",
    connection_lost: "Connection lost: reconnecting…",
    waiting_turn: "Waiting for your turn",
    waiting_seat: "You have joined: the host will give you a seat.",
    your_turn: "Your turn!",
    moves: "What you can do",
    no_moves: "Nothing for you to do right now.",
    log: "Game log",
    players: "Players",
    play: "Play",
    less: "Less",
    more: "More",
    aim_here: "Aim here",
    get_ready: "Get ready…",
    touch_now: "Now!",
    too_late: "Time is up",
    game_over: "The game is over",
    winners: "Winner: ",
    language: "繁體中文",
    language_name: "English",
    sent: "Sent…",
    away: "away",
    computer: "computer",
    here: "at the host",
    open_seat: "open seat",
    you: "you",
    join_again: "Join again",
    left_table: "You have left this table.",
    name_needed: "Type your name first.",
    code_needed: "Type the 6-character join code.",
    user_name: "Your user name",
    password: "Password",
    join_hint_broker: "Type the user name and password your teacher gave you, then press Join.",
    user_needed: "Type the user name your teacher gave you (small letters and digits).",
    password_needed: "Type your password.",
    bad_login: "That user name or password is not right: try again.",
    why: "Why?",
    why_heading: "Why did {name} do that?",
    why_none: "No move has been played yet.",
    why_no_reason: "This move was a player's own choice, with no reason given.",
  },
};

export const LANGUAGES = Object.keys(CATALOGUES);

// The browser's language first (any Chinese reads 繁體中文), else English; a saved choice wins.
export function initialLanguage(saved, browserLanguages) {
  if (saved && CATALOGUES[saved]) return saved;
  for (const code of browserLanguages || []) {
    const lower = String(code).toLowerCase();
    if (lower.startsWith("zh")) return "zh_TW";
    if (lower.startsWith("en")) return "en";
  }
  return "zh_TW";
}

export function otherLanguage(language) {
  return language === "zh_TW" ? "en" : "zh_TW";
}

export function t(language, key) {
  const catalogue = CATALOGUES[language] || CATALOGUES.en;
  return catalogue[key] ?? CATALOGUES.en[key] ?? key;
}

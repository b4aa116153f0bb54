<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>PowerGridHints</name>
    <message>
        <location filename="../views/power_grid/hints.py" line="+61"/>
        <source>Choose plant %1 and start its auction at %2.</source>
        <translation>選 %1 號電廠，以 %2 起標。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose plant %1, set the opening bid to %2 and start the auction.</source>
        <translation>選 %1 號電廠，把起標價設為 %2，開始拍賣。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Press &quot;%1&quot; and keep your money for later rounds.</source>
        <translation>按「%1」，把錢留到之後的回合。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid %1 on plant %2.</source>
        <translation>對 %2 號電廠出價 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass on plant %1: bid no more for it.</source>
        <translation>放棄 %1 號電廠：不再對它出價。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose plant %1 and scrap it.</source>
        <translation>選 %1 號電廠，把它拆除。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy no more fuel this round: press &quot;%1&quot;.</source>
        <translation>本回合不再買燃料：按「%1」。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build no more this round: press &quot;%1&quot;.</source>
        <translation>本回合不再建設：按「%1」。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Buy %1: set %2 to %3, then press &quot;%4&quot;.</source>
        <translation>購買 %1：把%2設為 %3，再按「%4」。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Build your first house in %1 for %2: click it on the map, then press &quot;%3&quot;.</source>
        <translation>花 %2 在%1蓋你的第一棟房屋：在地圖上點它，再按「%3」。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Build in %1 for %2 (house %3 + cable %4): click it on the map, then press &quot;%5&quot;.</source>
        <translation>花 %2 在%1建設（房屋 %3 + 線路 %4）：在地圖上點它，再按「%5」。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Run no plant: press &quot;%1&quot;.</source>
        <translation>不運轉任何電廠：按「%1」。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untick every plant, then press &quot;%1&quot;.</source>
        <translation>取消勾選所有電廠，再按「%1」。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Run plant(s) %1 (%2): press &quot;%3&quot;.</source>
        <translation>運轉 %1 號電廠（%2）：按「%3」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick only plant(s) %1 (%2), then press &quot;%3&quot;.</source>
        <translation>只勾選 %1 號電廠（%2），再按「%3」。</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Buy %1.</source>
        <translation>購買 %1。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Build in %1.</source>
        <translation>在%1建設。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Run plant(s) %1.</source>
        <translation>運轉 %1 號電廠。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>burning %1</source>
        <translation>燒掉 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no fuel needed</source>
        <translation>不需燃料</translation>
    </message>
</context>
<context>
    <name>PowerGridNewGameDialog</name>
    <message>
        <location filename="../views/power_grid/new_game_dialog.py" line="+50"/>
        <source>Ready: %1 players on %2.</source>
        <translation>準備好了：%1 位玩家，地圖「%2」。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Map:</source>
        <translation>地圖：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Regions in play</source>
        <translation>使用的區域</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen at random</source>
        <translation>隨機選擇</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let me choose</source>
        <translation>我自己選</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1 (up to %2 players)</source>
        <translation>%1（最多 %2 位玩家）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has %2 regions: too few for %3 players.</source>
        <translation>%1只有 %2 個區域：不夠 %3 位玩家使用。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1. To pick the regions yourself, press &quot;Let me choose&quot;.</source>
        <translation>%1。想自己挑選區域，請按「我自己選」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in play: click to leave it out.</source>
        <translation>%1：使用中，點一下就不使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is out of play: click to add it.</source>
        <translation>%1：未使用，點一下加入。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This map is too small for %1 players.</source>
        <translation>這張地圖不夠 %1 位玩家使用。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These regions do not touch each other: choose %1 neighbouring regions.</source>
        <translation>這些區域沒有彼此相鄰：請選擇 %1 個相鄰的區域。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose %1 regions that touch each other (%2 chosen).</source>
        <translation>請選擇 %1 個彼此相鄰的區域（已選 %2 個）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose %1 regions that touch each other: click them on the map.</source>
        <translation>請選擇 %1 個彼此相鄰的區域：在地圖上點選。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game picks %1 regions that touch each other.</source>
        <translation>遊戲會隨機挑選 %1 個彼此相鄰的區域。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 regions, %2 cities, for 2–%3 players</source>
        <translation>%1 個區域・%2 座城市・適合 2–%3 位玩家</translation>
    </message>
</context>
<context>
    <name>PowerGridWindow</name>
    <message>
        <location filename="../views/power_grid/window.py" line="+82"/>
        <source>Power Grid: the map</source>
        <translation>電力公司：地圖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power Grid: the markets and the turn order</source>
        <translation>電力公司：市場與玩家順序</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Show the &amp;map or the markets</source>
        <translation>切換顯示地圖或市場(&amp;M)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Power Grid — Energy Table</source>
        <translation>電力公司 — 能源桌遊館</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Phase 2: auction</source>
        <translation>步驟 2：拍賣電廠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 3: buying resources</source>
        <translation>步驟 3：購買資源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 4: building</source>
        <translation>步驟 4：建設城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 5: bureaucracy</source>
        <translation>步驟 5：發電與收入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Step %2 · %3</source>
        <translation>第 %1 回合 · 第 %2 階段 · %3</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Nothing to undo: a new card was revealed or another player has moved.</source>
        <translation>無法復原：已翻開新牌，或其他玩家已經行動。</translation>
    </message>
</context>
</TS>

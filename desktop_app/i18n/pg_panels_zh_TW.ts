<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../views/power_grid/panels/action_panel.py" line="+132"/>
        <source>The controls for this step</source>
        <translation>這一步的操作</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The game is over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s turn</source>
        <translation>輪到 {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} · Step {step} · {phase}</source>
        <translation>第 {round} 回合 · 第 {step} 階段 · {phase}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} wins!</source>
        <translation>{name} 獲勝！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win!</source>
        <translation>{names} 並列獲勝！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing more to do: the results are on the end screen.</source>
        <translation>沒有要做的事了：結果請看結算畫面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is thinking…</source>
        <translation>{name} 思考中…</translation>
    </message>
</context>
<context>
    <name>Auction</name>
    <message>
        <location filename="../views/power_grid/panels/auction_pages.py" line="+78"/>
        <source>One less: {what}</source>
        <translation>減一：{what}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One more: {what}</source>
        <translation>加一：{what}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Choose a plant to put up for auction: click it here or in the market.</source>
        <translation>選一座電廠來拍賣：點這裡的卡，或點市場上的電廠。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Plant {plant}: {kind}, {need} fuel → %n cities</source>
        <translation>{plant} 號電廠：{kind}，用 {need} 個燃料 → 供電 %n 座城市</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+112"/>
        <source>Plant {plant}</source>
        <translation>{plant} 號電廠</translation>
    </message>
    <message>
        <location line="-106"/>
        <location line="+1"/>
        <source>Opening bid</source>
        <translation>起標價</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>of {money}</source>
        <translation>（你有 {money}）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy no plant this round</source>
        <translation>本回合不買電廠</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skip the auctions this round; you keep your money.</source>
        <translation>本回合不參加拍賣，錢留著。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>It is in the future market: not for sale yet.</source>
        <translation>它在未來市場：還不能購買。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Start the auction</source>
        <translation>開始拍賣</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <location line="+218"/>
        <source>Choose a plant first.</source>
        <translation>請先選一座電廠。</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>{n} is the lowest here.</source>
        <translation>這裡最少是 {n}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} is the highest here.</source>
        <translation>這裡最多是 {n}。</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Auction plant {plant} at {price}</source>
        <translation>以 {price} 起標 {plant} 號電廠</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Plant {plant} is up for auction. Highest bid: {price} by {name}. You have {money}.</source>
        <translation>{plant} 號電廠拍賣中。最高出價：{name} 的 {price}。你有 {money}。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Raise to {amount}</source>
        <translation>加價到 {amount}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid {price} for plant {plant}: the highest bid so far is {bid}.</source>
        <translation>為 {plant} 號電廠出價 {price}；目前最高出價是 {bid}。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass</source>
        <translation>放棄</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave this auction; you may still bid on another plant this round.</source>
        <translation>退出這次拍賣；本回合仍可競標其他電廠。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Bid</source>
        <translation>出價</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Keep bidding for me up to</source>
        <translation>自動幫我出價，最高到</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raises by 1 each time it is your turn while the bid is below the limit, and passes above it.</source>
        <translation>每次輪到你時，出價低於上限就加 1，超過上限就放棄。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Bid {price}</source>
        <translation>出價 {price}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Bidding for {name} on plant {plant} up to {limit}: now at {price}.</source>
        <translation>正在替 {name} 競標 {plant} 號電廠，上限 {limit}；目前 {price}。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop bidding for me</source>
        <translation>停止自動出價</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You may keep {limit} plants. Choose one to scrap.</source>
        <translation>每人最多 {limit} 座電廠，請選一座拆除。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+25"/>
        <source>Scrap plant {plant}</source>
        <translation>拆除 {plant} 號電廠</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>you would lose {fuel}</source>
        <translation>會失去 {fuel}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scrap the chosen plant</source>
        <translation>拆除選定的電廠</translation>
    </message>
</context>
<context>
    <name>Building</name>
    <message>
        <location filename="../views/power_grid/panels/building_page.py" line="+57"/>
        <source>{city} was taken off the list: it can no longer be built.</source>
        <translation>{city} 已從清單移除：現在不能在那裡建設。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click cities on the map to add them; click again to take one off.</source>
        <translation>點地圖上的城市加入清單；再點一次就移除。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>house {house} + cable {cable} = {price}</source>
        <translation>房屋 {house} + 線路 {cable} = {price}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take {city} off the list</source>
        <translation>把 {city} 從清單移除</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No city chosen yet.</source>
        <translation>還沒有選城市。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Total {price}; {left} left of {money}. Houses left: {houses}.</source>
        <translation>合計 {price}；你有 {money}，建完剩 {left}。剩餘房屋 {houses} 棟。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Build</source>
        <translation>建設</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build %n cities</source>
        <translation>建設 %n 座城市</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click cities on the map first.</source>
        <translation>請先點地圖上的城市。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list is empty.</source>
        <translation>清單是空的。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Done building</source>
        <translation>建設完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build or clear the chosen cities first.</source>
        <translation>請先建設或清除已選的城市。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End your building for this round.</source>
        <translation>結束本回合的建設。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cheapest next:</source>
        <translation>最便宜的選擇：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{city} {cost}</source>
        <translation>{city} {cost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add {city} for {price}</source>
        <translation>以 {price} 加入 {city}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{city}: {reason}</source>
        <translation>{city}：{reason}</translation>
    </message>
</context>
<context>
    <name>Bureaucracy</name>
    <message>
        <location filename="../views/power_grid/panels/bureaucracy_page.py" line="+37"/>
        <source>Choose the plants to run. Each burns its fuel and powers up to its number of cities.</source>
        <translation>選擇要運轉的電廠。每座電廠燒掉所需燃料，最多供電給卡上數字的城市。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plant {plant}: {need} {fuel} → %n cities</source>
        <translation>{plant} 號電廠：{need} 個{fuel} → %n 座城市</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plant {plant}: {kind}, no fuel → %n cities</source>
        <translation>{plant} 號電廠：{kind}，不需燃料 → %n 座城市</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You have no plants yet.</source>
        <translation>你還沒有電廠。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Coal burnt by the hybrid plants</source>
        <translation>混合電廠燒的煤量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left: more oil. Right: more coal.</source>
        <translation>往左：多燒石油；往右：多燒煤。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Hybrids burn {coal} {coal_name} and {oil} {oil_name}</source>
        <translation>混燒電廠燒 {coal} 個{coal_name}、{oil} 個{oil_name}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Power</source>
        <translation>供電</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Powers %n cities: income {price}</source>
        <translation>供電 %n 座城市：收入 {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Burns {fuel}, emitting {co2}.</source>
        <translation>燒掉 {fuel}，排放 {co2}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These plants could power {capacity}, but you have %n cities.</source>
        <translation>這些電廠可供電 {capacity} 座城市，但你只連接了 %n 座。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Power and earn {price}</source>
        <translation>供電並收入 {price}</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../views/power_grid/narration.py" line="+229"/>
        <source>Round {round} · {phase}</source>
        <translation>第 {round} 回合 · {phase}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{name} puts plant {plant} up for auction at {price}</source>
        <translation>{name} 以 {price} 起標 {plant} 號電廠</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} bids {price} for plant {plant}</source>
        <translation>{name} 對 {plant} 號電廠出價 {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} passes on plant {plant}</source>
        <translation>{name} 放棄 {plant} 號電廠</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} buys no plant this round</source>
        <translation>{name} 本回合不買電廠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} scraps plant {plant}</source>
        <translation>{name} 拆除 {plant} 號電廠</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} buys {amount} {fuel} for {price}</source>
        <translation>{name} 花 {price} 買了 {amount} 個{fuel}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is done buying resources</source>
        <translation>{name} 結束購買資源</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} connects {city} for {price} (house {house} + cable {cable})</source>
        <translation>{name} 花 {price} 連接 {city}（房屋 {house} + 線路 {cable}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is done building</source>
        <translation>{name} 結束建設</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} runs no plants</source>
        <translation>{name} 沒有運轉電廠</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} runs plant {plants} without fuel</source>
        <translation>{name} 運轉 {plants} 號電廠，不用燃料</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} runs plants {plants} without fuel</source>
        <translation>{name} 運轉 {plants} 號電廠，不用燃料</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} runs plant {plants}, burning {fuel}</source>
        <translation>{name} 運轉 {plants} 號電廠，燒掉 {fuel}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} runs plants {plants}, burning {fuel}</source>
        <translation>{name} 運轉 {plants} 號電廠，燒掉 {fuel}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} bought plant {plant} for {price}</source>
        <translation>{name} 以 {price} 買下 {plant} 號電廠</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot raise and is out of this auction</source>
        <translation>{name} 錢不夠加價，退出這次拍賣</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} loses {fuel} with the scrapped plant</source>
        <translation>{name} 隨拆除的電廠失去 {fuel}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} powers %n cities and earns {price}</source>
        <translation>{name} 供電 %n 座城市，收入 {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn order: {names}</source>
        <translation>玩家順序：{names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over: {name} wins</source>
        <translation>遊戲結束：{name} 獲勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: {names} share the win</source>
        <translation>遊戲結束：{names} 並列獲勝</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Plant {plant} comes up in the market</source>
        <translation>{plant} 號電廠進入市場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plant {plant} leaves the game: a player already has {cities} cities</source>
        <translation>{plant} 號電廠移出遊戲：已有玩家連接 {cities} 座城市</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody bought a plant: the lowest, {plant}, leaves the game</source>
        <translation>沒有人買電廠：最小的 {plant} 號電廠移出遊戲</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The lowest plant, {plant}, leaves the game</source>
        <translation>最小的 {plant} 號電廠移出遊戲</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The biggest plant, {plant}, goes under the deck</source>
        <translation>最大的 {plant} 號電廠放到牌堆底</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Step 3 card comes up</source>
        <translation>翻出「第 3 階段」卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step 2 begins: a city now takes a second house</source>
        <translation>第 2 階段開始：每座城市可蓋第二棟房屋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step 3 begins: a city now takes a third house and all six market plants are for sale</source>
        <translation>第 3 階段開始：每座城市可蓋第三棟房屋，市場上六座電廠都能拍賣</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The resource market is restocked: {fuel}</source>
        <translation>資源市場補貨：{fuel}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../views/power_grid/panels/players_panel.py" line="+137"/>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plant {plant}: {kind}, {need} fuel → %n cities; holds {stored} fuel</source>
        <translation>{plant} 號電廠：{kind}，用 {need} 個燃料 → %n 座城市；存有 {stored} 個燃料</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No plants yet</source>
        <translation>還沒有電廠</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%n cities</source>
        <translation>%n 座城市</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Cities connected</source>
        <translation>已連接的城市</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Can power {n} now</source>
        <translation>現在可供電 {n} 座</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Cities these plants can power with the fuel held now (at most the cities connected)</source>
        <translation>用手上的燃料，這些電廠現在能供電的城市數（最多為已連接的城市數）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Houses still in the box</source>
        <translation>還沒蓋出去的房屋</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%n houses left</source>
        <translation>剩 %n 棟房屋</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>CO₂ emitted so far by the fuel burnt</source>
        <translation>到目前為止燒燃料排放的 CO₂</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>powers {n}</source>
        <translation>供電 {n}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Turn order {n}</source>
        <translation>順序第 {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner</source>
        <translation>贏家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{order} · to act</source>
        <translation>{order} · 行動中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{order} · highest bid {price} for plant {plant}</source>
        <translation>{order} · {plant} 號電廠最高出價 {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{order} · done with the auctions</source>
        <translation>{order} · 本回合拍賣已結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{order} · passed on plant {plant}</source>
        <translation>{order} · 已放棄 {plant} 號電廠</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{order} · done this phase</source>
        <translation>{order} · 本步驟已完成</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Players: money, plants, cities and CO₂</source>
        <translation>玩家：金錢、電廠、城市和 CO₂</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../views/power_grid/narration.py" line="-345"/>
        <source>Not enough Elektro: {needed} needed, {held} held.</source>
        <translation>電元不夠：需要 {needed}，只有 {held}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{city} is in a region that is not in play.</source>
        <translation>{city} 所在的地區不在本局遊戲中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are already connected to {city}.</source>
        <translation>你已經連接 {city} 了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{city} is full: no more houses there in Step {step}.</source>
        <translation>{city} 已滿：第 {step} 階段不能再蓋房屋。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no houses left.</source>
        <translation>你的房屋已經用完了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone must buy a plant in the first round.</source>
        <translation>第一回合每個人都必須買一座電廠。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bid must be at least {minimum}.</source>
        <translation>出價至少要 {minimum}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your plants can store only {free} more {resource}.</source>
        <translation>你的電廠只能再存放 {free} 個{resource}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market has only {available} {resource}.</source>
        <translation>市場上只剩 {available} 個{resource}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have the fuel to run these plants.</source>
        <translation>你的燃料不夠運轉這些電廠。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hybrids can burn between {least} and {most} coal.</source>
        <translation>你的混燒電廠可燒 {least} 到 {most} 個煤。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plant {plant} is not in the current market.</source>
        <translation>{plant} 號電廠不在現在市場中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An auction is already running.</source>
        <translation>已經有拍賣在進行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No plant is up for auction right now.</source>
        <translation>現在沒有電廠在拍賣。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold the highest bid.</source>
        <translation>你是目前的最高出價者。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not own that plant.</source>
        <translation>那不是你的電廠。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have too many plants.</source>
        <translation>你的電廠沒有超過上限。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible in this phase.</source>
        <translation>這個步驟不能這樣做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such city on this map.</source>
        <translation>地圖上沒有這座城市。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy at least one.</source>
        <translation>至少要買一個。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not possible now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <location filename="../views/power_grid/panels/resource_page.py" line="+41"/>
        <source>Fuel</source>
        <translation>燃料</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The market sells the cheapest first.</source>
        <translation>市場從最便宜的開始賣。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Held / burns</source>
        <translation>持有／耗用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fuel you hold, and what your plants burn in one round. Plants store twice what they burn.</source>
        <translation>你持有的燃料，以及電廠每回合耗用的量。電廠最多可存放耗用量的兩倍。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy</source>
        <translation>購買</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elektro</source>
        <translation>電元</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The price of the amount chosen</source>
        <translation>所選數量的價格</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Buy {fuel}</source>
        <translation>購買{fuel}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold {held} {fuel} and your plants burn {need} per round. Room for {free} more; {market} in the market.</source>
        <translation>你有 {held} 個{fuel}，電廠每回合耗用 {need} 個。還能存放 {free} 個；市場上有 {market} 個。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+17"/>
        <source>Your hybrid plants burn {need} more, coal or oil in any mix.</source>
        <translation>混燒電廠另外耗用 {need} 個煤或石油，比例不限。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done buying</source>
        <translation>購買完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your purchases for this round.</source>
        <translation>結束本回合的購買。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Total {price} of your {money}</source>
        <translation>合計 {price}（你有 {money}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy for {price}</source>
        <translation>花 {price} 購買</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose how much to buy first.</source>
        <translation>請先選擇購買數量。</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../views/power_grid/panels/scoreboard.py" line="+45"/>
        <source>{names} share the win: each powered {powered} cities, holds {money} and connected {cities} cities.</source>
        <translation>{names} 並列獲勝：各供電 {powered} 座城市、各有 {money}、各連接 {cities} 座城市。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} powered {powered} cities.</source>
        <translation>{name} 供電 {powered} 座城市。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} powered the most cities: {powered}, against {other} for {runner}.</source>
        <translation>{name} 供電的城市最多：{powered} 座；{runner} 是 {other} 座。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{names} powered {powered} cities each; {name} wins on money: {money} vs {others}.</source>
        <translation>{names} 都供電 {powered} 座城市；{name} 以金錢勝出：{money} 比 {others}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{names} powered {powered} cities each and hold {money} each; {name} wins on cities connected: {cities} vs {others}.</source>
        <translation>{names} 都供電 {powered} 座城市，也都有 {money}；{name} 以連接城市數勝出：{cities} 比 {others}。</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Power Grid: the result</source>
        <translation>電力公司：遊戲結果</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cities powered</source>
        <translation>供電城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities connected</source>
        <translation>連接城市</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>— Elektro</source>
        <translation>— 電元</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▮ cities</source>
        <translation>▮ 城市</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Money (line) and cities connected (bars) at the end of each round</source>
        <translation>每回合結束時的金錢（折線）與連接城市數（長條）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Power made, by source (cities × rounds)</source>
        <translation>各能源的發電量（城市 × 回合）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fuel burnt, by kind</source>
        <translation>各種燃料的用量</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{co2} in all · {per} per city and round</source>
        <translation>共 {co2} · 每座城市每回合 {per}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{co2} in all</source>
        <translation>共 {co2}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nuclear waste: {n} spent uranium to store</source>
        <translation>核廢料：{n} 單位用過的鈾燃料需要存放</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>clean (eco, fusion)</source>
        <translation>潔淨能源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{fuel} {n}</source>
        <translation>{fuel} {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no power generated</source>
        <translation>沒有發電</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{fuel} {kg} kg</source>
        <translation>{fuel} {kg} 公斤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Together the players emitted {co2}. CO₂ per unit of fuel burnt: {per_unit}; wind, sun, water and fusion emit none.</source>
        <translation>所有玩家共排放 {co2}。每燒一個燃料排放的 CO₂：{per_unit}；風力、太陽能、水力與核融合不排放。</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../views/power_grid/narration.py" line="+3"/>
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
        <location line="+4"/>
        <source>coal or oil</source>
        <translation>煤或石油</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renewable</source>
        <translation>再生能源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fusion</source>
        <translation>核融合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>computer, beginner</source>
        <translation>電腦・初級</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>computer, normal</source>
        <translation>電腦・普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer, random moves</source>
        <translation>電腦・隨機</translation>
    </message>
    <message>
        <location filename="../views/power_grid/panels/scoreboard.py" line="-12"/>
        <location line="+8"/>
        <location filename="../views/power_grid/narration.py" line="+58"/>
        <location line="+47"/>
        <location line="+118"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../views/power_grid/narration.py" line="-164"/>
        <source>{first} and {last}</source>
        <translation>{first}、{last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>human</source>
        <translation>真人玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{amount} Elektro</source>
        <translation>{amount}&#xa0;電⁠元</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{kg} kg CO₂</source>
        <translation>{kg}&#xa0;公⁠斤 CO₂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{t} t CO₂</source>
        <translation>{t}&#xa0;公⁠噸 CO₂</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{n} {fuel}</source>
        <translation>{n} 個{fuel}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>BrokerFile</name>
    <message>
        <location filename="../views/remote/host_table.py" line="+260"/>
        <source>this file cannot be read as a host.json</source>
        <translation>這個檔案讀不出 host.json 的內容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not the host.json that energy-table broker-config writes</source>
        <translation>這不是 energy-table broker-config 產生的 host.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the broker&apos;s address, user name or password is missing</source>
        <translation>缺少伺服器位址、帳號或密碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the broker&apos;s port is not a port number</source>
        <translation>伺服器的連接埠不是有效的號碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class name in it is not one the broker can use</source>
        <translation>檔案裡的班級名稱不能用在學校伺服器上</translation>
    </message>
</context>
<context>
    <name>DeviceWords</name>
    <message>
        <location filename="../views/remote/words.py" line="+121"/>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 makes a secret move.</source>
        <translation>%1 秘密做了一個選擇。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over</source>
        <translation>遊戲結束了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn</source>
        <translation>輪到你了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn</source>
        <translation>輪到 %1</translation>
    </message>
</context>
<context>
    <name>HostTable</name>
    <message>
        <location filename="../views/remote/host_table.py" line="-148"/>
        <source>That seat is played on a device.</source>
        <translation>這個座位由另一台裝置上的玩家來玩。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A player&apos;s device is gone</source>
        <translation>有一位玩家的裝置斷線了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s device has been gone for a while. Let a computer player take this seat?</source>
        <translation>%1 的裝置已經離開一陣子了。要讓電腦玩家接手這個座位嗎？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A computer plays it</source>
        <translation>讓電腦接手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep waiting</source>
        <translation>再等一下</translation>
    </message>
</context>
<context>
    <name>InviteCard</name>
    <message>
        <location filename="../views/remote/invite.py" line="+81"/>
        <source>Invite players on other devices</source>
        <translation>邀請其他裝置上的玩家</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>QR code of the join link</source>
        <translation>加入連結的 QR 碼</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scan the QR code with a phone or tablet, or open this address in a browser:</source>
        <translation>用手機或平板掃描 QR 碼，或在瀏覽器打開這個網址：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Join code</source>
        <translation>加入代碼</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Join code %1</source>
        <translation>加入代碼 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Then sign in with the user name and password your teacher gave you.</source>
        <translation>然後用老師給你的帳號和密碼登入。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then type your name and press Join.</source>
        <translation>然後輸入你的名字，按「加入」。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table stays open when this card is closed.</source>
        <translation>關閉這張卡片後，牌桌仍然開放。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting for players… (%1 seats open to devices)</source>
        <translation>等待玩家加入…（有 %1 個座位開放給其他裝置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No seat is open to devices: every seat is played here or by the computer.</source>
        <translation>沒有開放給其他裝置的座位：每個座位都在這台電腦上玩，或由電腦玩家負責。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joined: %1</source>
        <translation>已加入：%1 人</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>away</source>
        <translation>離線中</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat of %1</source>
        <translation>%1 的座位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a seat</source>
        <translation>等待座位</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove</source>
        <translation>移出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 from the table</source>
        <translation>把 %1 移出牌桌</translation>
    </message>
</context>
<context>
    <name>InviteMenu</name>
    <message>
        <location filename="../views/remote/host_table.py" line="+68"/>
        <source>Every seat is a computer player: no seat to play on a device.</source>
        <translation>每個座位都是電腦玩家：沒有座位可以用其他裝置來玩。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The table could not open: %1</source>
        <translation>牌桌無法開放：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The school broker&apos;s host.json</source>
        <translation>學校伺服器的 host.json</translation>
    </message>
    <message>
        <location filename="../views/remote/menu.py" line="+11"/>
        <source>&amp;Invite players on other devices…</source>
        <translation>邀請其他裝置上的玩家(&amp;I)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play through the school&apos;s &amp;broker…</source>
        <translation>透過學校的伺服器（MQTT）開桌(&amp;B)…</translation>
    </message>
</context>
<context>
    <name>MagicLampDeviceWords</name>
    <message>
        <location filename="../views/remote/magic_lamp.py" line="+47"/>
        <source>Touch the lamp!</source>
        <translation>摸神燈！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep still</source>
        <translation>不動手</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No dice set yet</source>
        <translation>還沒放骰子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your dice</source>
        <translation>你的骰子</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Set a die on the %1</source>
        <translation>在%1放一顆骰子</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1&apos;s dice</source>
        <translation>%1 的骰子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your treasures</source>
        <translation>你的寶物</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>None yet</source>
        <translation>還沒有</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The wish</source>
        <translation>願望</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn so far</source>
        <translation>已抽到的卡</translation>
    </message>
</context>
<context>
    <name>PowerButlerDeviceWords</name>
    <message>
        <location filename="../views/remote/power_butler.py" line="+33"/>
        <source>Roll again</source>
        <translation>重擲</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rolls left</source>
        <translation>還能重擲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage</source>
        <translation>用電量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bill paid</source>
        <translation>已繳電費</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your appliances</source>
        <translation>你的家電</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>None yet</source>
        <translation>還沒有</translation>
    </message>
</context>
<context>
    <name>PowerGridDeviceWords</name>
    <message>
        <location filename="../views/remote/power_grid.py" line="+119"/>
        <source>No plant: %1</source>
        <translation>不運轉電廠：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, burning %2: %3</source>
        <translation>%1，燒掉 %2：%3</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your plants</source>
        <translation>你的電廠</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plants for sale</source>
        <translation>可以拍賣的電廠</translation>
    </message>
</context>
<context>
    <name>PowerOnDeviceWords</name>
    <message>
        <location filename="../views/remote/power_on.py" line="+49"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tilt</source>
        <translation>傾斜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the carbon token</source>
        <translation>放下碳指示物</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Light no city and end your turn</source>
        <translation>不點亮城市，結束回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run plants</source>
        <translation>運轉電廠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light cities</source>
        <translation>點亮城市</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards</source>
        <translation>沒有手牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your plants</source>
        <translation>你的電廠</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>None yet</source>
        <translation>還沒有</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Your cities</source>
        <translation>你的城市</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Action points left</source>
        <translation>剩下的行動點</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power made</source>
        <translation>已發的電</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens to stack</source>
        <translation>要堆的碳指示物</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tower height</source>
        <translation>碳塔高度</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>This turn</source>
        <translation>這個回合</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Take a face-up card (1 action point)</source>
        <translation>從翻開的卡牌中拿一張（1 個行動點）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a plant from your hand (1 action point)</source>
        <translation>從手牌建造電廠（1 個行動點）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a card from your hand (1 action point)</source>
        <translation>從手牌打出功能卡（1 個行動點）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Carbon tower</source>
        <translation>碳塔</translation>
    </message>
</context>
<context>
    <name>SeatChoice</name>
    <message>
        <location filename="../views/remote/host_table.py" line="-188"/>
        <source>Invite players on other devices</source>
        <translation>邀請其他裝置上的玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which seats are played on a phone, tablet or other computer?</source>
        <translation>哪些座位要用手機、平板或其他電腦來玩？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat %1: %2</source>
        <translation>座位 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players stay at this computer. The other seats are played here.</source>
        <translation>電腦玩家留在這台電腦上。沒有勾選的座位在這台電腦上玩。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the table</source>
        <translation>開放牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
</TS>

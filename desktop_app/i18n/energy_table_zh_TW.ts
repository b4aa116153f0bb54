<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>App</name>
    <message>
        <location filename="../commands/app.py" line="+344"/>
        <source>Energy Table</source>
        <translation>能源桌遊館</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The built-in game content is broken, so Energy Table cannot start.</source>
        <translation>內建的遊戲內容有誤，能源桌遊館無法啟動。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and {count} more (see the details).</source>
        <translation>……另有 {count} 項（請見詳細資料）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinstalling Energy Table should fix this. If it does not, please report these problems.</source>
        <translation>重新安裝能源桌遊館應可解決；若仍無法解決，請回報這些問題。</translation>
    </message>
</context>
<context>
    <name>ClassCode</name>
    <message>
        <location filename="../views/class_session/code_card.py" line="+39"/>
        <source>Join the class</source>
        <translation>加入班級</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>QR code of the join link</source>
        <translation>加入連結的 QR 碼</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan the QR code, or open this address in a browser:</source>
        <translation>掃描 QR 碼，或在瀏覽器打開這個網址：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Class code</source>
        <translation>班級代碼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Class code %1</source>
        <translation>班級代碼 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then sign in with the name and password your teacher gave you: you are given a table.</source>
        <translation>再用老師給你的名字和密碼登入，就會分到一桌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name and press Join: you are given a table.</source>
        <translation>輸入你的名字，按「加入」，就會被分到一桌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the tables</source>
        <translation>回到各桌</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Joined so far: %1</source>
        <translation>已經加入：%1 人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the first pupil…</source>
        <translation>等第一位同學加入…</translation>
    </message>
</context>
<context>
    <name>ClassDashboard</name>
    <message>
        <location filename="../views/class_session/dashboard.py" line="+97"/>
        <source>The class — Energy Table</source>
        <translation>全班上課 — 能源桌遊館</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Show how to join on the projector</source>
        <translation>把加入方法投影到大螢幕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the code on the projector</source>
        <translation>把代碼投影到大螢幕</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every table is paused: the pupils&apos; devices say so. Resume all goes on.</source>
        <translation>每一桌都暫停了，學生的裝置上也看得到。按「全部繼續」就接著玩。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Drag a name onto a table to seat them, or here to take them off a table.</source>
        <translation>把名字拖到某一桌就能入座；拖到這裡就先離開座位等待。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>End the class: results and lesson page…</source>
        <translation>下課：看成績和學習重點頁…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Resume all</source>
        <translation>全部繼續</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause all</source>
        <translation>全部暫停</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pupils sign in · %1 joined</source>
        <translation>學生用帳號登入 · 已加入 %1 人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Class code %1 · %2 joined</source>
        <translation>班級代碼 %1 · 已加入 %2 人</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Minute %1 of %2</source>
        <translation>第 %1 分鐘（共 %2 分鐘）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minute %1 · ends after round %2</source>
        <translation>第 %1 分鐘 · 玩完第 %2 回合結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minute %1</source>
        <translation>第 %1 分鐘</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Waiting to be placed: %1</source>
        <translation>等待分桌：%1 人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is waiting</source>
        <translation>沒有人在等待</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Table %1 has no free pupil&apos;s seat: drop the name on a pupil there to swap them.</source>
        <translation>第 %1 桌的學生座位都坐滿了：把名字拖到那一桌某位同學身上，就能互換。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <location line="+18"/>
        <source>That pupil has left the class.</source>
        <translation>這位同學已經離開班級了。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Rename</source>
        <translation>改名字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new name for %1:</source>
        <translation>%1 的新名字：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A name is 1 to 24 letters or digits.</source>
        <translation>名字要 1 到 24 個字。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove from the class</source>
        <translation>移出班級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove %1 from the class? Their device can no longer play.</source>
        <translation>要把 %1 移出班級嗎？他的裝置就不能再玩了。</translation>
    </message>
</context>
<context>
    <name>ClassLesson</name>
    <message>
        <location filename="../views/class_session/class_lesson.py" line="+54"/>
        <source>Table %1 lit its cities with the least carbon: about %2 kg of CO₂ a city.</source>
        <translation>第 %1 桌點亮城市時排的碳最少：每點亮一座城市約排放 %2 公斤 CO₂。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1 lit the most cities without CO₂: %2 of every 100.</source>
        <translation>第 %1 桌不排 CO₂ 點亮的城市最多：每 100 次有 %2 次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table %1 lit the most cities: %2 times.</source>
        <translation>第 %1 桌點亮城市的次數最多：%2 次。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table %1 put the fewest carbon tokens on the tower: %2.</source>
        <translation>第 %1 桌疊上碳塔的碳排放指示物最少：%2 個。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1 made the most power without carbon: %2 of every 100 units.</source>
        <translation>第 %1 桌不排碳發的電最多：每 100 單位有 %2 單位。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table %1 used the least electricity: %2 kWh a month.</source>
        <translation>第 %1 桌用電最少：每個月 %2 度。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1 left the least unpaid on its bills: %2 yuan.</source>
        <translation>第 %1 桌沒繳的電費最少：%2 元。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table %1 stopped just in time most often: %2 times.</source>
        <translation>第 %1 桌最常剛好喊停：%2 次。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1 lost the fewest cards to the scorpions: %2.</source>
        <translation>第 %1 桌被毒蠍趕走的卡最少：%2 張。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>What the tables did</source>
        <translation>各桌的表現</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each table</source>
        <translation>每一桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player</source>
        <translation>每位玩家</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Class lesson page: %1</source>
        <translation>全班學習重點頁：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 tables · %3 pupils</source>
        <translation>%1 · 共 %2 桌 · %3 位學生</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <location filename="../views/class_session/results_dialog.py" line="+53"/>
        <source>The class&apos;s results</source>
        <translation>全班的成績</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: how the tables did</source>
        <translation>%1：各桌玩得怎麼樣</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table</source>
        <translation>桌次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round reached</source>
        <translation>玩到第幾回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winners</source>
        <translation>贏家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>玩家與分數</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table %1</source>
        <translation>第 %1 桌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not finished</source>
        <translation>還沒玩完</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save the class CSV…</source>
        <translation>儲存全班的 CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the lesson page as PDF…</source>
        <translation>把學習重點頁存成 PDF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the class CSV</source>
        <translation>儲存全班的 CSV</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the lesson page</source>
        <translation>儲存學習重點頁</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved: %1</source>
        <translation>已儲存：%1</translation>
    </message>
</context>
<context>
    <name>ClassRun</name>
    <message>
        <location filename="../views/class_session/open_class.py" line="+134"/>
        <source>Table %1 — %2</source>
        <translation>第 %1 桌 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The teacher paused every table.</source>
        <translation>老師讓每一桌都暫停了。</translation>
    </message>
    <message>
        <location line="+88"/>
        <location line="+7"/>
        <location line="+57"/>
        <source>A class</source>
        <translation>全班上課</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+7"/>
        <source>The class could not open: %1</source>
        <translation>無法開始上課：%1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>This class went through the school&apos;s broker, with the file %1. It cannot be used now: %2</source>
        <translation>這堂課是透過學校的伺服器上的，用的是檔案 %1。這個檔案現在不能用：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose host.json…</source>
        <translation>選擇 host.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ClassSetup</name>
    <message>
        <location filename="../views/class_session/setup_dialog.py" line="+64"/>
        <source>A class: pupils play on their own devices</source>
        <translation>全班上課：學生用自己的裝置玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A class at many tables</source>
        <translation>全班分桌一起玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pupils join with one class code from their phones, tablets or computers and are placed at the tables. You follow every table here and show one on the projector.</source>
        <translation>學生用手機、平板或電腦輸入同一個班級代碼加入，再被分到各桌。老師在這裡看每一桌的情形，也可以把其中一桌投影到大螢幕上。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pupils connect to:</source>
        <translation>學生連到：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number of tables</source>
        <translation>幾桌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables:</source>
        <translation>桌數：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players at each table:</source>
        <translation>每桌人數：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats:</source>
        <translation>座位：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each table plays its game to the end</source>
        <translation>每一桌都玩到遊戲結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End after round:</source>
        <translation>玩完第幾回合結束：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End at minute:</source>
        <translation>第幾分鐘結束：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last round</source>
        <translation>最後一回合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The minute the class ends</source>
        <translation>下課的分鐘數</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Minute 35 fits a 40-45 minute period,</source>
        <translation>第 35 分鐘結束，剛好配合一節 40–45 分鐘的課，</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with time left for the lesson page.</source>
        <translation>還留時間看學習重點頁。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every table is told when its last round begins.</source>
        <translation>最後一回合開始時，每一桌都會收到提醒。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time:</source>
        <translation>時間：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language:</source>
        <translation>語言：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace:</source>
        <translation>電腦速度：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open the class</source>
        <translation>開始上課</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This computer (the room&apos;s Wi-Fi)</source>
        <translation>這台電腦（教室的 Wi-Fi）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The school&apos;s broker</source>
        <translation>學校的伺服器（MQTT）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose host.json…</source>
        <translation>選擇 host.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The school broker&apos;s host.json</source>
        <translation>學校伺服器的 host.json</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Class %1 at %2</source>
        <translation>班級 %1，伺服器 %2</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Choose another host.json: %1</source>
        <translation>請換一個 host.json：%1</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>The file energy-table broker-config wrote for you.</source>
        <translation>就是 energy-table broker-config 為你寫好的那個檔案。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A pupil (own device)</source>
        <translation>學生（自己的裝置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: beginner</source>
        <translation>電腦：新手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: normal</source>
        <translation>電腦：普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: expert</source>
        <translation>電腦：高手</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Seat %1</source>
        <translation>第 %1 個座位</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Choose the school broker&apos;s host.json.</source>
        <translation>請選擇學校伺服器的 host.json。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make at least one seat a pupil&apos;s: nobody could join.</source>
        <translation>至少要有一個座位給學生，不然沒有人能加入。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 tables, %2 pupils&apos; seats in all. Pupils who join when every seat is taken wait.</source>
        <translation>共 %1 桌、%2 個學生座位。座位坐滿後才加入的學生會先等待。</translation>
    </message>
</context>
<context>
    <name>ClassTables</name>
    <message>
        <location filename="../views/class_session/table_card.py" line="+62"/>
        <source>beginner</source>
        <comment>a computer player&apos;s level</comment>
        <translation>新手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <comment>a computer player&apos;s level</comment>
        <translation>高手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>normal</source>
        <comment>a computer player&apos;s level</comment>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <comment>a computer seat: its name, its level</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Drag to another table, or right-click to rename or remove</source>
        <translation>拖到別桌就能換桌；按右鍵可以改名字或移出</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rename %1…</source>
        <translation>幫 %1 改名字…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take off the table (waits to be placed)</source>
        <translation>先離開座位（等待分桌）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove %1 from the class…</source>
        <translation>把 %1 移出班級…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>(away)</source>
        <translation>（離線）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>open seat</source>
        <translation>空位</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Table %1</source>
        <translation>第 %1 桌</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show on the projector</source>
        <translation>投影到大螢幕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show table %1 on the projector</source>
        <translation>把第 %1 桌投影到大螢幕</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Round %1 · %2</source>
        <translation>第 %1 回合 · %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play has ended</source>
        <translation>這一桌玩完了</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>⚠ Stuck: waiting for %2 for %1</source>
        <translation>⚠ 卡住了：等 %2 已經 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>⚠ Stuck: waiting %1 (nobody sits there)</source>
        <translation>⚠ 卡住了：已經等 %1（這個座位沒人坐）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting %1</source>
        <translation>已等 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time is up</source>
        <translation>時間到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last round</source>
        <translation>最後一回合</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <location filename="../views/classroom.py" line="+73"/>
        <source>Classroom: a game to watch together</source>
        <translation>課堂模式：大家一起看一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classroom mode</source>
        <translation>課堂模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players play a whole game on the big screen while you explain. Space plays the next move, P pauses, Backspace goes back one move, E shows why the move was made.</source>
        <translation>電腦玩家在大螢幕上玩完整的一局，老師在旁邊講解。空白鍵走下一步，P 暫停，Backspace 退回一步，E 說明這一步為什麼這樣走。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer players:</source>
        <translation>電腦玩家人數：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step by step (Space)</source>
        <translation>一步一步（空白鍵）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pace:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language:</source>
        <translation>語言：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the class game</source>
        <translation>開始課堂遊戲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Space: next move · P: pause · Backspace: back one move · E: why? · 1 2 3: pace · F11: full screen</source>
        <translation>空白鍵：下一步 · P：暫停 · Backspace：退回一步 · E：為什麼？ · 1 2 3：速度 · F11：全螢幕</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>P: play on · Space: one move</source>
        <translation>P：繼續 · 空白鍵：走一步</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Paused: Space plays one move, P goes on.</source>
        <translation>已暫停：空白鍵走一步，P 繼續。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing on.</source>
        <translation>繼續進行。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is the start of the game.</source>
        <translation>已經是遊戲的開頭了。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace: %1.</source>
        <translation>速度：%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to move %1.</source>
        <translation>退回到第 %1 步。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Why did %1 do that?</source>
        <translation>%1 為什麼這樣走？</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer player did not say why it made this move.</source>
        <translation>電腦玩家沒有說為什麼這樣走。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No move has been played yet.</source>
        <translation>還沒有人走過任何一步。</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../views/kit/coach.py" line="+118"/>
        <source>Watch this one: the coach plays it for you in a moment.</source>
        <translation>這一步先看就好：教練等一下會幫你走。</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+9"/>
        <source>Not that one yet. Look for the ringed place, click it, and the game goes on from there.</source>
        <translation>還不是這個喔。找找看有黃色圈圈的地方，點它，遊戲就會繼續。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Coach · step %1 of %2</source>
        <translation>教練 · 第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The computer players are moving. Watch the board…</source>
        <translation>電腦玩家正在行動，看看桌面上發生什麼事…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Skip ahead</source>
        <translation>跳過這段</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Skipping ahead to your next move…</source>
        <translation>正在快轉到你的下一步…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Well done!</source>
        <translation>做得好！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a real game whenever you like.</source>
        <translation>想玩的時候，就開始一局真正的遊戲吧。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on as you like, or start a real game.</source>
        <translation>你可以照自己的想法繼續玩，或開始一局真正的遊戲。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a real game…</source>
        <translation>開始真正的遊戲…</translation>
    </message>
    <message>
        <location filename="../views/tutorial.py" line="+72"/>
        <source>The guide cannot start</source>
        <translation>教學無法開始</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <location filename="../views/error_report.py" line="+76"/>
        <source>Something went wrong</source>
        <translation>發生了問題</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy Table hit a problem and did not finish what you asked. Your game is kept as it was: you can go on playing, or save it with Game &gt; Save as….</source>
        <translation>能源桌遊館遇到問題，剛才的操作沒有完成。你的遊戲保持原樣：可以繼續玩，也可以用「遊戲 &gt; 另存新檔…」存起來。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The details are in {path}.</source>
        <translation>詳細內容記在 {path}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy details</source>
        <translation>複製詳細內容</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../views/game_card.py" line="+181"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} 人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About {minutes} minutes</source>
        <translation>約 {minutes} 分鐘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board still being built</source>
        <translation>遊戲盤面製作中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Continue a game ({count})</source>
        <translation>繼續玩（{count} 局未完成）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue a game</source>
        <translation>繼續上次的遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} unfinished games: choose one to go on where it was left</source>
        <translation>有 {count} 局還沒玩完：選一局，從上次停下的地方接著玩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back exactly where the last game was left</source>
        <translation>回到上次遊戲停下的地方</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>How to play</source>
        <translation>怎麼玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules of {game}, with pictures</source>
        <translation>看{game}的遊戲規則（有圖）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play {game}</source>
        <translation>{game}怎麼玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn by playing</source>
        <translation>邊玩邊學</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A short game of {game} with a coach who shows each step; leave it any time</source>
        <translation>和教練一起玩一小局{game}，每一步都有說明；隨時可以離開</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn {game} by playing</source>
        <translation>邊玩邊學{game}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start {game}</source>
        <translation>開始玩「{game}」</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board for {game} is still being built. It will open from here once it is ready.</source>
        <translation>「{game}」的遊戲盤面還在製作中，完成後就能從這裡開始玩。</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../views/kit/game_log.py" line="+109"/>
        <source>Game log</source>
        <translation>遊戲紀錄</translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <location filename="../views/kit/hint_flow.py" line="+140"/>
        <source>&amp;Hint: what would a good player do now?</source>
        <translation>提示（&amp;H）：高手現在會怎麼做？</translation>
    </message>
    <message>
        <location filename="../views/kit/window_menus.py" line="+112"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save as…</source>
        <translation>另存新檔(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load…</source>
        <translation>載入(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Lesson page (charts so far)…</source>
        <translation>學習單（目前為止的圖表）(&amp;L)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Same deal for another &amp;table…</source>
        <translation>給另一桌同樣的牌局(&amp;T)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Undo my last action</source>
        <translation>復原我上一步(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close game</source>
        <translation>關閉遊戲(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to window</source>
        <translation>符合視窗大小(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation>全螢幕(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Presentation mode (large text)</source>
        <translation>簡報模式（大字）(&amp;P)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Computer players</source>
        <translation>電腦玩家(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Step one action</source>
        <translation>走一步(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Speed</source>
        <translation>速度(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>一般</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;How to play (at this moment of the game)</source>
        <translation>怎麼玩（現在這一步）(&amp;H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Legend: what the symbols mean</source>
        <translation>圖例：各符號的意思(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Expert&apos;s &amp;thinking time</source>
        <translation>高手的思考時間(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 seconds a move</source>
        <translation>每步 %1 秒</translation>
    </message>
</context>
<context>
    <name>GameRegistry</name>
    <message>
        <location filename="../views/game_registry.py" line="+98"/>
        <source>Power Grid</source>
        <translation>電力公司</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid for power plants, buy fuel and wire up cities: see how fuel markets set the price of electricity.</source>
        <translation>競標發電廠、購買燃料、把城市接上電網：看看燃料市場如何左右電價。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Power Butler</source>
        <translation>電力管家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose home appliances and pay their power bills: weigh everyday comfort against electricity use.</source>
        <translation>選購家電、繳交電費，在生活便利和電費開銷間取捨。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Power On!</source>
        <translation>電力啟動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light up cities with coal, gas, nuclear and renewable plants, and keep the carbon tower from toppling.</source>
        <translation>用燃煤、天然氣、核能和再生能源電廠點亮城市，還要小心別讓碳排放塔倒下。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Aladdin &amp; the Magic Lamp</source>
        <translation>阿拉丁神燈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Know when enough is enough: greed loses the treasure, just as waste loses energy.</source>
        <translation>知足才能滿載而歸：貪心失去寶藏，浪費耗盡能源。</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../views/game_session.py" line="+163"/>
        <location line="+73"/>
        <source>Broken content pack</source>
        <translation>內容包有錯誤</translation>
    </message>
    <message>
        <location line="-152"/>
        <location line="+158"/>
        <location line="+22"/>
        <source>Could not load the game</source>
        <translation>無法載入遊戲</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>This save is for another game.</source>
        <translation>這個存檔屬於另一款遊戲。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This save was made with another version of the game content; every move still checks out.</source>
        <translation>這個存檔是用另一個版本的遊戲內容存的；每一步都檢查過，仍然正確。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game is open in another Energy Table window: go on with it there.</source>
        <translation>這一局已經在另一個能源桌遊館視窗裡打開了，請在那個視窗接著玩。</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../views/kit/game_window.py" line="+308"/>
        <source>%1: the board</source>
        <translation>%1：遊戲板</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The arrow keys move over what can be chosen; Enter chooses it; Esc leaves the board.</source>
        <translation>方向鍵在可選的東西之間移動；Enter 選取；Esc 離開遊戲板。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Legend: what the symbols mean</source>
        <translation>圖例：各符號的意思</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend: what the symbols mean (key: ?)</source>
        <translation>圖例：各符號的意思（按鍵：?）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: what the symbols mean</source>
        <translation>%1：各符號的意思</translation>
    </message>
    <message>
        <location filename="../views/kit/hint_flow.py" line="-7"/>
        <location line="+43"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Hint: what would a good player do now?</source>
        <translation>提示：高手現在會怎麼做？</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hints are turned off for this game (a choice of the new-game dialog).</source>
        <translation>這局關閉了提示（在開新遊戲的視窗中設定）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints are for a person&apos;s decision; wait for your turn.</source>
        <translation>提示只給真人玩家；請等輪到你。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+73"/>
        <source>Thinking…</source>
        <translation>正在想…</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>A good player is thinking it over; the hint comes in a moment.</source>
        <translation>高手正在想，提示馬上就來。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What would a good player do now, and why? (key: H)</source>
        <translation>高手現在會怎麼做？為什麼？（按鍵：H）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Trying each move in imagined games.</source>
        <translation>想像接下來玩幾局，比比看每一種做法。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trying each move in imagined games (at most %1 s).</source>
        <translation>想像接下來玩幾局，比比看每一種做法（最多 %1 秒）。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No hint this time: the hint player stumbled. Play on as you like.</source>
        <translation>這次沒有提示：提示程式出了點狀況。請照你的想法繼續玩。</translation>
    </message>
    <message>
        <location filename="../views/kit/game_window.py" line="+103"/>
        <source>Undone.</source>
        <translation>已復原。</translation>
    </message>
    <message>
        <location filename="../views/kit/game_extras.py" line="+71"/>
        <source>Lesson page with charts…</source>
        <translation>看學習單和圖表…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play again</source>
        <translation>再玩一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the games</source>
        <translation>回到遊戲選單</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Same deal code: %1 (another table can play this game)</source>
        <translation>同局代碼：%1（另一桌可以玩同樣的這一局）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: the lesson</source>
        <translation>%1：學習單</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Same deal for another table</source>
        <translation>給另一桌同樣的牌局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type this code in the new-game dialog on another computer (Same deal code) to deal exactly this game: the same players, options and cards.

%1</source>
        <translation>在另一台電腦的「開新遊戲」視窗輸入這個代碼（同局代碼），就能發出一模一樣的這一局：同樣的玩家人數、選項和牌。

%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copy the code</source>
        <translation>複製代碼</translation>
    </message>
    <message>
        <location filename="../views/kit/hint_flow.py" line="+60"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints used — %1</source>
        <translation>使用的提示次數 — %1</translation>
    </message>
    <message>
        <location filename="../views/kit/game_window.py" line="-215"/>
        <source>%1 to play</source>
        <translation>輪到 %1</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>Autosave failed: {why}. Game &gt; Save as… keeps a copy elsewhere.</source>
        <translation>自動存檔失敗：{why}。可用「遊戲 &gt; 另存新檔…」存一份到別處。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Autosave failed</source>
        <translation>自動存檔失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved automatically ({why}). You can play on; to be safe, save a copy somewhere else, for example on a USB stick.</source>
        <translation>遊戲無法自動存檔（{why}）。你可以繼續玩；為了安全，請另外存一份到別的地方，例如隨身碟。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save a copy elsewhere…</source>
        <translation>另存一份到別處…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on</source>
        <translation>繼續玩</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A computer player made a mistake</source>
        <translation>電腦玩家出錯了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer players are paused.

%1</source>
        <translation>電腦玩家已暫停。

%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+18"/>
        <source>Saved games (*.json)</source>
        <translation>遊戲存檔 (*.json)</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Could not save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>已儲存到 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load game</source>
        <translation>載入遊戲</translation>
    </message>
    <message>
        <location filename="../views/kit/window_speech.py" line="+89"/>
        <source>Wait a moment: the game is in the middle of a move.</source>
        <translation>請稍等：遊戲正在進行這一步。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to undo yet: no one at this screen has moved.</source>
        <translation>還沒有可以復原的：這台電腦前的玩家還沒有出手。</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <location filename="../views/kit/hints.py" line="+218"/>
        <source>Close the hint</source>
        <translation>關閉提示</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Less ▴</source>
        <translation>收起 ▴</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>More ▾</source>
        <translation>更多 ▾</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide the figures</source>
        <translation>收起背後的數字</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the figures behind it</source>
        <translation>看看背後的數字</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Hint for %1</source>
        <translation>給 %1 的提示</translation>
    </message>
</context>
<context>
    <name>HowToPlayWindow</name>
    <message>
        <location filename="../views/how_to_play.py" line="+225"/>
        <source>How to play: %1</source>
        <translation>怎麼玩：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>Search the rules</source>
        <translation>搜尋規則</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contents</source>
        <translation>目錄</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules text</source>
        <translation>規則內容</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Reading</source>
        <translation>閱讀</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Back</source>
        <translation>上一頁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>下一頁</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Larger text</source>
        <translation>字放大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smaller text</source>
        <translation>字縮小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal size</source>
        <translation>原本大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presentation size</source>
        <translation>投影大小</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>列印…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>另存為 PDF…</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>No section mentions “%1”.</source>
        <translation>沒有任何章節提到「%1」。</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Print the rules</source>
        <translation>列印規則</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the rules as PDF</source>
        <translation>把規則存成 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>How to play</source>
        <translation>怎麼玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules for this game cannot be shown:</source>
        <translation>無法顯示這個遊戲的規則：</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../views/join.py" line="+61"/>
        <source>Join a table</source>
        <translation>加入牌桌</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play your seat of a table opened on another computer. Type the join code and the address shown on its screen, or choose a table found on this network.</source>
        <translation>在另一台電腦開的牌桌上玩你的座位。請輸入那台電腦螢幕上的加入代碼和位址，或從這個網路上找到的牌桌中選一張。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your name at the table</source>
        <translation>你在牌桌上的名字</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>for example 192.168.1.20:8765</source>
        <translation>例如 192.168.1.20:8765</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>加入代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>位址</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables found on this network</source>
        <translation>這個網路上找到的牌桌</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>None found yet. School Wi-Fi often hides them: type the address shown on the host&apos;s screen.</source>
        <translation>還沒找到。學校的 Wi-Fi 常常找不到其他牌桌，請輸入主持電腦螢幕上的位址。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 (%3)</source>
        <translation>%2 的%1（%3）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type your name (1 to 24 letters).</source>
        <translation>請輸入你的名字（1 到 24 個字）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the address shown on the host&apos;s screen, such as 192.168.1.20:8765.</source>
        <translation>請輸入主持電腦螢幕上的位址，例如 192.168.1.20:8765。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The join code has 6 letters and numbers, as the host&apos;s screen shows it.</source>
        <translation>加入代碼是 6 個英文字母和數字，和主持電腦螢幕上的一樣。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Joining the table at %1…</source>
        <translation>正在加入 %1 的牌桌…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not join: %1</source>
        <translation>無法加入：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the host did not answer.</source>
        <translation>主持電腦沒有回應。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are at the table. Every seat is taken for now: the host will give you one.</source>
        <translation>你已經在牌桌上了。目前座位都坐滿了，主持人會幫你安排一個。</translation>
    </message>
</context>
<context>
    <name>JoinedWindow</name>
    <message>
        <location filename="../views/join_window.py" line="+52"/>
        <source>%1 · seat %2 at the table on %3</source>
        <translation>%1 · %3 牌桌的第 %2 號座位</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The connection to the table dropped: reconnecting…</source>
        <translation>和牌桌的連線中斷了，正在重新連線…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back at the table.</source>
        <translation>已回到牌桌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have left this table.</source>
        <translation>你已離開這張牌桌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This table has ended for you: %1</source>
        <translation>這張牌桌對你來說已經結束：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the host closed it.</source>
        <translation>主持人關閉了牌桌。</translation>
    </message>
</context>
<context>
    <name>KeptClasses</name>
    <message>
        <location filename="../views/class_session/kept_classes.py" line="+44"/>
        <source>1 table</source>
        <translation>1 桌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tables</source>
        <translation>%1 桌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>code %1</source>
        <translation>代碼 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot be reopened: its class file is damaged. It can only be removed.</source>
        <translation>無法再開啟：班級檔案已損壞，只能移除。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 pupil joined</source>
        <translation>1 位學生加入過</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pupils joined</source>
        <translation>%1 位學生加入過</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>已下課</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>minute %1</source>
        <translation>上到第 %1 分鐘</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>through the school&apos;s broker</source>
        <translation>透過學校的伺服器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last changed %1</source>
        <translation>最後變動：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Classes kept on this computer</source>
        <translation>這台電腦保留的班級</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go on with a class (the same code: the pupils&apos; devices join their tables again), or set up a new one.</source>
        <translation>繼續上一堂班級課（代碼不變，學生的裝置會自動回到原本的桌次），或是開一個新的班級。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New class…</source>
        <translation>開新班級…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the class: %1</source>
        <translation>繼續這個班級：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the class: %1</source>
        <translation>移除這個班級：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+30"/>
        <source>Remove a class</source>
        <translation>移除班級</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Remove the class %1?</source>
        <translation>要移除班級「%1」嗎？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its tables&apos; games, its pupils&apos; seats and its results go with it: a removed class cannot be brought back, and its code no longer works.</source>
        <translation>各桌的遊戲、學生的座位和成績都會一起刪除。移除後就無法復原，班級代碼也不能再用。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the class</source>
        <translation>移除班級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it</source>
        <translation>保留</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The class could not be removed: %1</source>
        <translation>無法移除這個班級：%1</translation>
    </message>
</context>
<context>
    <name>KitPanel</name>
    <message>
        <location filename="../views/kit/pages.py" line="+91"/>
        <location line="+221"/>
        <location filename="../views/kit/window_speech.py" line="+9"/>
        <source>Not now: %1</source>
        <translation>現在不行：%1</translation>
    </message>
    <message>
        <location filename="../views/kit/action_panel.py" line="+104"/>
        <source>Your decision</source>
        <translation>你的決定</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is thinking…</source>
        <translation>%1 正在思考…</translation>
    </message>
</context>
<context>
    <name>LauncherWindow</name>
    <message>
        <location filename="../views/launcher.py" line="+257"/>
        <location line="+33"/>
        <location line="+199"/>
        <source>Energy Table</source>
        <translation>能源桌遊館</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load a saved game…</source>
        <translation>載入存檔(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Classroom: a game to watch together…</source>
        <translation>課堂模式(&amp;C)：大家一起看一局…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classroom</source>
        <translation>課堂模式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An all-computer game on the big screen, played move by move while you explain</source>
        <translation>全部由電腦玩家對戰的一局，在大螢幕上一步一步進行，方便老師講解</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A c&amp;lass: pupils play on their own devices…</source>
        <translation>全班上課(&amp;L)：學生用自己的裝置玩…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class at tables</source>
        <translation>全班上課</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Many tables at once: pupils join with one class code from their phones or tablets</source>
        <translation>很多桌一起玩：學生用手機或平板輸入同一個班級代碼加入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Join a table on another computer…</source>
        <translation>加入另一台電腦上的牌桌(&amp;J)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a table</source>
        <translation>加入牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play your seat of a game opened on another computer in this room</source>
        <translation>在這個房間裡另一台電腦開的遊戲中，玩你自己的座位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full Screen</source>
        <translation>全螢幕(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Energy Table</source>
        <translation>關於能源桌遊館(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>怎麼玩(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How to play (F1)</source>
        <translation>怎麼玩 (F1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four board games about energy, for families and classrooms</source>
        <translation>四款能源桌遊，適合全家人和課堂一起玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version} · Works offline</source>
        <translation>版本 {version}・不用網路也能玩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game boards are being built one at a time.</source>
        <translation>遊戲盤面正一款一款製作中。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The translation for {language} is missing. It will be used once it is installed.</source>
        <translation>找不到「{language}」的翻譯檔，安裝後就會使用。</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Load a saved game</source>
        <translation>載入存檔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved games (*.json)</source>
        <translation>遊戲存檔 (*.json)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Could not load the game</source>
        <translation>無法載入遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This version cannot open saved games of &apos;{game}&apos;.</source>
        <translation>這個版本無法開啟「{game}」的存檔。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four board games about energy, for families and classrooms.</source>
        <translation>四款能源桌遊，適合全家人和課堂一起玩。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Works offline: no account and no internet connection needed.</source>
        <translation>離線也能玩：不需要帳號，也不需要網路連線。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence: MIT</source>
        <translation>授權條款：MIT</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Energy Table</source>
        <translation>關於能源桌遊館</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <location filename="../views/kit/legend.py" line="+41"/>
        <source>What each symbol on the board and the cards means.</source>
        <translation>遊戲板和卡牌上每個符號的意思。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the legend</source>
        <translation>關閉圖例</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <location filename="../views/kit/lesson_chart.py" line="+36"/>
        <source>What this game teaches</source>
        <translation>這局遊戲教我們什麼</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Nothing yet: this chart fills in as the game goes on.</source>
        <translation>還沒有資料：遊戲進行時，這張圖會慢慢填滿。</translation>
    </message>
    <message>
        <location filename="../views/kit/lesson.py" line="+83"/>
        <location line="+23"/>
        <location filename="../views/kit/pdf_lesson.py" line="+77"/>
        <source>Same deal code: %1</source>
        <translation>同局代碼：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 could not be written.</source>
        <translation>無法寫入 %1。</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Save as PDF…</source>
        <translation>存成 PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PNG…</source>
        <translation>存成 PNG 圖片…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV (worksheet)…</source>
        <translation>匯出 CSV（學習單表格）…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Worksheet and teacher&apos;s guide</source>
        <translation>學習單和教師手冊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the worksheet as PDF…</source>
        <translation>把學習單存成 PDF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the teacher&apos;s guide as PDF…</source>
        <translation>把教師手冊存成 PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lesson page</source>
        <translation>課堂紀錄</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the teacher&apos;s guide as PDF</source>
        <translation>把教師手冊存成 PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the worksheet as PDF</source>
        <translation>把學習單存成 PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Teacher&apos;s guide</source>
        <translation>教師手冊</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worksheet</source>
        <translation>學習單</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save the lesson as PDF</source>
        <translation>把學習單存成 PDF</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the lesson as PNG</source>
        <translation>把學習單存成 PNG 圖片</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the lesson as CSV</source>
        <translation>把學習單匯出成 CSV</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save</source>
        <translation>無法儲存</translation>
    </message>
</context>
<context>
    <name>Motion</name>
    <message>
        <location filename="../views/kit/motion.py" line="+140"/>
        <source>&amp;Reduce motion (pieces do not move)</source>
        <translation>減少動畫（棋子不移動）(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves are shown at once, without pieces flying or lines being drawn</source>
        <translation>每一步直接顯示結果，不播放棋子飛過去或畫線的動畫</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../views/kit/new_game_parts.py" line="+57"/>
        <source>%1 players</source>
        <translation>%1 位玩家</translation>
    </message>
    <message>
        <location filename="../views/kit/new_game_checks.py" line="+26"/>
        <source>it is cut short.</source>
        <translation>代碼不完整。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it should start with PG, PB, PO or ML (the game).</source>
        <translation>代碼應該以 PG、PB、PO 或 ML（遊戲）開頭。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it has letters no code uses.</source>
        <translation>裡面有代碼不會用到的字母。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type the whole code, for example PG-1A2B-3C4D.</source>
        <translation>請輸入完整的代碼，例如 PG-1A2B-3C4D。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a letter may be mistyped.</source>
        <translation>可能有字母打錯了。</translation>
    </message>
    <message>
        <location filename="../views/kit/new_game.py" line="+121"/>
        <source>New game: %1</source>
        <translation>新遊戲：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer: normal</source>
        <translation>電腦：普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: random moves (easy)</source>
        <translation>電腦：隨機出招（簡單）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer: beginner</source>
        <translation>電腦：新手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: expert (thinks ahead)</source>
        <translation>電腦：高手（會往後想）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ready: %1 players.</source>
        <translation>準備好了：%1 位玩家。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Person at this computer</source>
        <translation>真人（輪流用這台電腦）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Each seat is a person at this computer or a computer player; colour and shape mark each player.</source>
        <translation>每個座位可以是輪流用這台電腦的真人，或是電腦玩家；顏色和形狀代表每位玩家。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Players:</source>
        <translation>玩家人數：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seed or deal code (optional):</source>
        <translation>種子或同局代碼（可不填）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random, or a deal code</source>
        <translation>隨機，或同局代碼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same seed deals the same game: handy for a class. Or type the same-deal code another table&apos;s end screen shows, to deal exactly that game here: the same players, options and cards.</source>
        <translation>同一個種子會發出同一局，方便課堂使用。也可以輸入另一桌結算畫面上的同局代碼，在這裡發出一模一樣的牌局：同樣的玩家人數、選項和牌。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Offer hints (the Hint button, key H)</source>
        <translation>提供提示（「提示」按鈕，按鍵 H）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a person&apos;s turn, Hint shows what a good player would do now, and why. Turn it off for a game without help; the end screen counts the hints each player used.</source>
        <translation>輪到真人玩家時，「提示」會告訴你高手現在會怎麼做，以及為什麼。想玩一局沒有幫忙的遊戲就關掉它；結算畫面會列出每位玩家用了幾次提示。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invite players on other devices (phones, tablets)</source>
        <translation>邀請其他裝置上的玩家（手機、平板）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once the game is on screen, choose which seats are played on a phone, a tablet or another computer in the room; a code and a QR code let them join. Game &gt; Invite players does the same later.</source>
        <translation>遊戲開始後，選出哪些座位用手機、平板或教室裡的其他電腦來玩；大家輸入代碼或掃 QR 碼就能加入。之後也可以從「遊戲」選單邀請玩家。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name of player %1</source>
        <translation>玩家 %1 的名字</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Play</source>
        <translation>開始玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+105"/>
        <location line="+79"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Computer %1</source>
        <translation>電腦 %1</translation>
    </message>
    <message>
        <location filename="../views/kit/new_game_checks.py" line="+20"/>
        <source>The deal code does not work: %1</source>
        <translation>同局代碼無法使用：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This deal code is for another game.</source>
        <translation>這個同局代碼是別的遊戲的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deal code is for a newer version of the game.</source>
        <translation>這個同局代碼來自較新版本的遊戲。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Player %1 needs a name.</source>
        <translation>玩家 %1 需要一個名字。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two players are both called %1: give each a different name.</source>
        <translation>有兩位玩家都叫「%1」：請幫每位玩家取不同的名字。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The seed is too large: the largest is %1.</source>
        <translation>種子數字太大了：最大只能到 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be a whole number, or a deal code (or left empty).</source>
        <translation>種子必須是整數，或是同局代碼（也可以不填）。</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../views/class_session/projector.py" line="+63"/>
        <source>Paused</source>
        <translation>暫停中</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>The game begins.</source>
        <translation>遊戲開始。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../views/qt_words.py" line="+20"/>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 File</source>
        <translation>%1 檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>磁碟機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-6"/>
        <source>&amp;Look in:</source>
        <translation>尋找位置(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>檔案類型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="+6"/>
        <source>Don&apos;t Save</source>
        <translation>不要儲存</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <location filename="../views/game_session.py" line="-222"/>
        <source>There is no saved game called {file}.</source>
        <translation>找不到名為 {file} 的存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is a folder, not a saved game.</source>
        <translation>{file} 是資料夾，不是存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be read (check that you may open it).</source>
        <translation>無法讀取 {file}（請確認你有權限開啟它）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not an Energy Table saved game.</source>
        <translation>{file} 不是能源桌遊館的存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is far too large to be a saved game.</source>
        <translation>{file} 太大了，不可能是存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is damaged or incomplete, so it cannot be opened.</source>
        <translation>{file} 已損壞或不完整，無法開啟。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} does not say which save format it uses, so it cannot be opened.</source>
        <translation>{file} 沒有標明存檔格式，無法開啟。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was saved by a newer Energy Table. Please update the app to open it.</source>
        <translation>{file} 是較新版本的能源桌遊館存的。請更新程式後再開啟。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was changed after it was saved, so it cannot be trusted.</source>
        <translation>{file} 在存檔後被改動過，無法信任。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This saved game belongs to another game.</source>
        <translation>這個存檔屬於另一款遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This saved game is for a game this version does not have.</source>
        <translation>這個存檔是這個版本沒有的遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players or settings in this saved game are not valid.</source>
        <translation>這個存檔裡的玩家或設定不正確。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This saved game has a computer player this version does not have: {bot}.</source>
        <translation>這個存檔裡有這個版本沒有的電腦玩家：{bot}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {move} of {total} in this saved game breaks the rules, so the game cannot be replayed.</source>
        <translation>這個存檔的第 {move} 步（共 {total} 步）不符合規則，無法重播這局遊戲。</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../views/kit/scoreboard.py" line="+70"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 獲勝！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win: %1</source>
        <translation>並列獲勝：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Final scores</source>
        <translation>最終分數</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The energy lesson</source>
        <translation>這局的能源小學堂</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <location filename="../views/kit/narration.py" line="+85"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../commands/lesson.py" line="+89"/>
        <location filename="../views/kit/narration.py" line="+1"/>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location filename="../views/kit/narration.py" line="+1"/>
        <source>Computer (random)</source>
        <translation>電腦（隨機）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (beginner)</source>
        <translation>電腦（新手）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (expert)</source>
        <translation>電腦（高手）</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <location filename="../views/kit/sound.py" line="+225"/>
        <source>&amp;Sound</source>
        <translation>音效(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;on</source>
        <translation>開啟音效(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet</source>
        <translation>小聲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>大聲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound in &amp;Classroom mode (off unless chosen)</source>
        <translation>課堂模式也播放音效(&amp;C)（沒選就不播）</translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message>
        <location filename="../views/unfinished_games.py" line="+39"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players unknown</source>
        <translation>不知道是哪些玩家</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>today, {time}</source>
        <translation>今天 {time}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yesterday, {time}</source>
        <translation>昨天 {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{date}, {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{moves} moves</source>
        <translation>{moves} 步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round} · {moves}</source>
        <translation>第 {round} 輪 · {moves}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last changed {when}</source>
        <translation>最後更動：{when}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{progress} · last played {when}</source>
        <translation>{progress} · 上次玩：{when}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open in another Energy Table window: continue it there.</source>
        <translation>這一局正在另一個能源桌遊館視窗裡，請到那裡接著玩。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Unfinished games: {game}</source>
        <translation>還沒玩完的遊戲：{game}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a game to go on where it was left.</source>
        <translation>選一局，從上次停下的地方接著玩。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No unfinished games are left.</source>
        <translation>沒有還沒玩完的遊戲了。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Continue</source>
        <translation>接著玩</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Continue the game of {players}</source>
        <translation>接著玩 {players} 的這一局</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the game of {players}</source>
        <translation>刪除 {players} 的這一局</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Remove the unfinished game of {players}?</source>
        <translation>要刪除 {players} 還沒玩完的這一局嗎？</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <source>Remove an unfinished game</source>
        <translation>刪除還沒玩完的遊戲</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>A removed game cannot be brought back.</source>
        <translation>刪除以後就找不回來了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the game</source>
        <translation>刪除這一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it</source>
        <translation>留著</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game could not be removed (it is open in another window, or its folder is read-only).</source>
        <translation>這一局刪不掉（它可能正在另一個視窗裡打開，或是資料夾不能寫入）。</translation>
    </message>
</context>
</TS>

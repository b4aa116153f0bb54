<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BrokerFile</name>
    <message>
        <location filename="../views/remote/host_table.py" line="+260"/>
        <source>this file cannot be read as a host.json</source>
        <translation>this file cannot be read as a host.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not the host.json that energy-table broker-config writes</source>
        <translation>this is not the host.json that energy-table broker-config writes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the broker&apos;s address, user name or password is missing</source>
        <translation>the broker&apos;s address, user name or password is missing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the broker&apos;s port is not a port number</source>
        <translation>the broker&apos;s port is not a port number</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class name in it is not one the broker can use</source>
        <translation>the class name in it is not one the broker can use</translation>
    </message>
</context>
<context>
    <name>DeviceWords</name>
    <message>
        <location filename="../views/remote/words.py" line="+121"/>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 makes a secret move.</source>
        <translation>%1 makes a secret move.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn</source>
        <translation>%1&apos;s turn</translation>
    </message>
</context>
<context>
    <name>HostTable</name>
    <message>
        <location filename="../views/remote/host_table.py" line="-148"/>
        <source>That seat is played on a device.</source>
        <translation>That seat is played on a device.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A player&apos;s device is gone</source>
        <translation>A player&apos;s device is gone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s device has been gone for a while. Let a computer player take this seat?</source>
        <translation>%1&apos;s device has been gone for a while. Let a computer player take this seat?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A computer plays it</source>
        <translation>A computer plays it</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep waiting</source>
        <translation>Keep waiting</translation>
    </message>
</context>
<context>
    <name>InviteCard</name>
    <message>
        <location filename="../views/remote/invite.py" line="+81"/>
        <source>Invite players on other devices</source>
        <translation>Invite players on other devices</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>QR code of the join link</source>
        <translation>QR code of the join link</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scan the QR code with a phone or tablet, or open this address in a browser:</source>
        <translation>Scan the QR code with a phone or tablet, or open this address in a browser:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Join code %1</source>
        <translation>Join code %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Then sign in with the user name and password your teacher gave you.</source>
        <translation>Then sign in with the user name and password your teacher gave you.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then type your name and press Join.</source>
        <translation>Then type your name and press Join.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table stays open when this card is closed.</source>
        <translation>The table stays open when this card is closed.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting for players… (%1 seats open to devices)</source>
        <translation>Waiting for players… (%1 seats open to devices)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No seat is open to devices: every seat is played here or by the computer.</source>
        <translation>No seat is open to devices: every seat is played here or by the computer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joined: %1</source>
        <translation>Joined: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat of %1</source>
        <translation>Seat of %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a seat</source>
        <translation>Waiting for a seat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 from the table</source>
        <translation>Remove %1 from the table</translation>
    </message>
</context>
<context>
    <name>InviteMenu</name>
    <message>
        <location filename="../views/remote/host_table.py" line="+68"/>
        <source>Every seat is a computer player: no seat to play on a device.</source>
        <translation>Every seat is a computer player: no seat to play on a device.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The table could not open: %1</source>
        <translation>The table could not open: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The school broker&apos;s host.json</source>
        <translation>The school broker&apos;s host.json</translation>
    </message>
    <message>
        <location filename="../views/remote/menu.py" line="+11"/>
        <source>&amp;Invite players on other devices…</source>
        <translation>&amp;Invite players on other devices…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play through the school&apos;s &amp;broker…</source>
        <translation>Play through the school&apos;s &amp;broker…</translation>
    </message>
</context>
<context>
    <name>MagicLampDeviceWords</name>
    <message>
        <location filename="../views/remote/magic_lamp.py" line="+47"/>
        <source>Touch the lamp!</source>
        <translation>Touch the lamp!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep still</source>
        <translation>Keep still</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No dice set yet</source>
        <translation>No dice set yet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your dice</source>
        <translation>Your dice</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Set a die on the %1</source>
        <translation>Set a die on the %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1&apos;s dice</source>
        <translation>%1&apos;s dice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your treasures</source>
        <translation>Your treasures</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>None yet</source>
        <translation>None yet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The wish</source>
        <translation>The wish</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn so far</source>
        <translation>Drawn so far</translation>
    </message>
</context>
<context>
    <name>PowerButlerDeviceWords</name>
    <message>
        <location filename="../views/remote/power_butler.py" line="+33"/>
        <source>Roll again</source>
        <translation>Roll again</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rolls left</source>
        <translation>Rolls left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage</source>
        <translation>Usage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bill paid</source>
        <translation>Bill paid</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your appliances</source>
        <translation>Your appliances</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>None yet</source>
        <translation>None yet</translation>
    </message>
</context>
<context>
    <name>PowerGridDeviceWords</name>
    <message>
        <location filename="../views/remote/power_grid.py" line="+119"/>
        <source>No plant: %1</source>
        <translation>No plant: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, burning %2: %3</source>
        <translation>%1, burning %2: %3</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your plants</source>
        <translation>Your plants</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plants for sale</source>
        <translation>Plants for sale</translation>
    </message>
</context>
<context>
    <name>PowerOnDeviceWords</name>
    <message>
        <location filename="../views/remote/power_on.py" line="+49"/>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tilt</source>
        <translation>Tilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the carbon token</source>
        <translation>Drop the carbon token</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Light no city and end your turn</source>
        <translation>Light no city and end your turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run plants</source>
        <translation>Run plants</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light cities</source>
        <translation>Light cities</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards</source>
        <translation>No cards</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your plants</source>
        <translation>Your plants</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>None yet</source>
        <translation>None yet</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Your cities</source>
        <translation>Your cities</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Action points left</source>
        <translation>Action points left</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power made</source>
        <translation>Power made</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens to stack</source>
        <translation>Tokens to stack</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tower height</source>
        <translation>Tower height</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>This turn</source>
        <translation>This turn</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Take a face-up card (1 action point)</source>
        <translation>Take a face-up card (1 action point)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a plant from your hand (1 action point)</source>
        <translation>Build a plant from your hand (1 action point)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a card from your hand (1 action point)</source>
        <translation>Play a card from your hand (1 action point)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Carbon tower</source>
        <translation>Carbon tower</translation>
    </message>
</context>
<context>
    <name>SeatChoice</name>
    <message>
        <location filename="../views/remote/host_table.py" line="-188"/>
        <source>Invite players on other devices</source>
        <translation>Invite players on other devices</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which seats are played on a phone, tablet or other computer?</source>
        <translation>Which seats are played on a phone, tablet or other computer?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat %1: %2</source>
        <translation>Seat %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players stay at this computer. The other seats are played here.</source>
        <translation>Computer players stay at this computer. The other seats are played here.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the table</source>
        <translation>Open the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
</TS>

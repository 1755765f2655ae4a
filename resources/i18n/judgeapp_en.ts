<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CardSetMenu</name>
    <message numerus="yes">
        <source>%n keyword-cost line(s) not understood, for example: {line}</source>
        <translation>
            <numerusform>%n keyword-cost line not understood, for example: {line}</numerusform>
            <numerusform>%n keyword-cost lines not understood, for example: {line}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message numerus="yes">
        <source>%n situation(s)</source>
        <translation>
            <numerusform>%n situation</numerusform>
            <numerusform>%n situations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message numerus="yes">
        <source>Add {mana}, paying %n life (119.4)</source>
        <translation>
            <numerusform>Add {mana}, paying %n life (119.4)</numerusform>
            <numerusform>Add {mana}, paying %n life (119.4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {mana}, taking %n damage (120.3a)</source>
        <translation>
            <numerusform>Add {mana}, taking %n damage (120.3a)</numerusform>
            <numerusform>Add {mana}, taking %n damage (120.3a)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message numerus="yes">
        <source>%n answer(s) given in this window could not be written to the progress file: {error}

Free some space or make the folder writable, then choose Retry. Discard closes the window without them.</source>
        <translation>
            <numerusform>%n answer given in this window could not be written to the progress file: {error}

Free some space or make the folder writable, then choose Retry. Discard closes the window without it.</numerusform>
            <numerusform>%n answers given in this window could not be written to the progress file: {error}

Free some space or make the folder writable, then choose Retry. Discard closes the window without them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizWindow</name>
    <message numerus="yes">
        <source>The progress file could not be read. It was kept as {backup}; the %n answer(s) that could still be read were copied into a new one.</source>
        <translation>
            <numerusform>The progress file could not be read. It was kept as {backup}; the %n answer that could still be read was copied into a new one.</numerusform>
            <numerusform>The progress file could not be read. It was kept as {backup}; the %n answers that could still be read were copied into a new one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your answers so far: %n, {percent} right.</source>
        <translation>
            <numerusform>Your answers so far: %n, {percent} right.</numerusform>
            <numerusform>Your answers so far: %n, {percent} right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the last 7 days: %n, {percent} right.</source>
        <translation>
            <numerusform>In the last 7 days: %n, {percent} right.</numerusform>
            <numerusform>In the last 7 days: %n, {percent} right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n different question(s) can be made with these settings.</source>
        <translation>
            <numerusform>Only %n different question can be made with these settings.</numerusform>
            <numerusform>Only %n different questions can be made with these settings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved a set of %n question(s), with its answer key: {path}</source>
        <translation>
            <numerusform>Saved a set of %n question, with its answer key: {path}</numerusform>
            <numerusform>Saved a set of %n questions, with its answer key: {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>%n minute left.</numerusform>
            <numerusform>%n minutes left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Retry %n missed question(s)</source>
        <translation>
            <numerusform>&amp;Retry %n missed question</numerusform>
            <numerusform>&amp;Retry %n missed questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictModel</name>
    <message numerus="yes">
        <source>%n legal</source>
        <translation>
            <numerusform>%n legal</numerusform>
            <numerusform>%n legal</numerusform>
        </translation>
    </message>
</context>
</TS>

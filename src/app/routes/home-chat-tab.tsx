// The rider home's Chat tab, its first screen (spec 2.5). A newcomer sees the chat drawn from its presentational
// parts only; the chat's code (socket, query client, login popup, full zod, phone numbers) starts loading on the
// first pointerdown, focus or key inside it, before the click or keystroke lands. The drawing stays, and keeps
// taking input, until that code is in; then the chat takes over in one step, with what the rider did meanwhile
// (text typed, the box's focus, a suggestion or Send tapped). A signed-in rider's conversation is the tab's
// content, so theirs loads at once.
import { useEffect, useRef, useState } from 'react';
import { ChatView } from '../../components/chat/chat-view';
import type { ChatOpening } from '../../features/chat/chat-screen';
import { readToken } from '../../lib/session';
import type { HomeChat } from './chat-pages';

type Chat = typeof HomeChat;

/** The chat's code once this page has it, so the tab shown again goes straight to it. */
let loaded: Promise<Chat> | null = null;
const loadChat = () => (loaded ??= import('./chat-pages').then((m) => m.HomeChat));

export function HomeChatTab() {
  const [Chat, setChat] = useState<Chat | null>(null);
  const [text, setText] = useState('');
  const [sent, setSent] = useState<ChatOpening['send']>(null);
  const boxFocused = useRef(false);
  const mounted = useRef(true);

  function wake() {
    void loadChat().then((chat) => {
      if (mounted.current) setChat(() => chat);
    });
  }

  useEffect(() => {
    mounted.current = true;
    // After the first render, so a page the server drew (signed out, always) hydrates to the same markup.
    if (loaded || readToken('user') !== null) wake();
    return () => {
      mounted.current = false;
    };
  }, []);

  if (Chat) return <Chat opening={{ text, focusBox: boxFocused.current, send: sent }} />;
  return (
    <div
      onPointerDown={wake}
      onKeyDown={wake}
      onFocus={(event) => {
        boxFocused.current = event.target.id === 'chat-input';
        wake();
      }}
      onBlur={() => {
        boxFocused.current = false;
      }}
    >
      <ChatView
        headingLevel={2}
        messages={[]}
        pending={null}
        loading={false}
        problem={null}
        text={text}
        onText={setText}
        onSend={(message, fromBox) => {
          setSent({ message, fromBox });
          wake();
        }}
        voice={{ listening: false, onToggle: wake }}
      />
    </div>
  );
}

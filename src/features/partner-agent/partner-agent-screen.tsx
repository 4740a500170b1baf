// The partner AI agent chat (spec 2.3): a header, suggested questions, the conversation (the partner right, the
// agent left, its yes/no as buttons), a multi-line message box with Send, and a footer naming the kind of
// platform that answers. Replies are worded here, in the console's language, from the facts the server sends.
import './partner-agent.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../components/chat/chat-composer';
import { ChatHeader } from '../../components/chat/chat-header';
import { ChatLog } from '../../components/chat/chat-log';
import type { ChatMessage } from '../../domain/assistants/booking-text/agent-parse-contract';
import { PARTNER_MESSAGE_MAX } from '../../domain/assistants/partner-agent/partner-agent-contract';
import { useBrand } from '../../lib/brand-store';
import { replyWords } from './reply-words';
import { usePartnerAgent, type AgentEntry } from './use-partner-agent';

/** The suggestions' commands as the agent reads them, whatever language their buttons are labelled in. */
const SUGGESTIONS = {
  ridesToday: 'how many rides today',
  revenueWeek: 'revenue this week',
  driversOffline: 'which drivers are offline',
  waitingRides: 'rides waiting for a driver',
} as const;

export function PartnerAgentScreen() {
  const { t, i18n } = useTranslation();
  const agent = usePartnerAgent();
  const [text, setText] = useState('');
  const brand = useBrand();
  const words = { language: i18n.resolvedLanguage ?? i18n.language, timezone: brand.timezone };
  const messages: ChatMessage[] = agent.entries.map((entry: AgentEntry) =>
    entry.role === 'user'
      ? { role: 'user', text: entry.text, choices: [], createdAt: entry.at }
      : { role: 'agent', ...replyWords(entry.reply, t, words), createdAt: entry.at },
  );

  function sendBox() {
    if (agent.send(text)) setText('');
  }

  /** Yes and No are sent as the agent reads them; the log shows the button's own words. */
  function choose(choice: string) {
    const answer =
      choice === t('partner.agent.yes') ? 'yes' : choice === t('partner.agent.no') ? 'no' : choice;
    agent.send(answer, choice);
  }

  const problem =
    agent.problem === 'timeout'
      ? t('partner.agent.timeout')
      : agent.problem === 'offline' || (!agent.connected && messages.length > 0)
        ? t('partner.agent.offline')
        : null;

  return (
    <section className="chat partner-agent" aria-labelledby="partner-agent-title">
      <ChatHeader
        id="partner-agent-title"
        title={t('partner.agent.title')}
        subtitle={t('partner.agent.subtitle')}
      />
      <div className="chat__suggestions">
        <p className="chat__suggestions-label">{t('chat.suggestionsLabel')}</p>
        {Object.entries(SUGGESTIONS).map(([key, command]) => (
          <button
            key={key}
            type="button"
            className="chat-chip"
            disabled={agent.pending !== null || !agent.connected}
            onClick={() => agent.send(command, t(`partner.agent.suggestions.${key}`))}
          >
            {t(`partner.agent.suggestions.${key}`)}
          </button>
        ))}
      </div>
      {messages.length === 0 && agent.pending === null ? (
        <p className="chat__note">{t('partner.agent.empty')}</p>
      ) : null}
      <ChatLog messages={messages} pending={agent.pending} onChoice={choose} />
      {problem ? (
        <p className="chat__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <ChatComposer
        text={text}
        busy={agent.pending !== null}
        maxLength={PARTNER_MESSAGE_MAX}
        placeholder={t('partner.agent.placeholder')}
        onText={setText}
        onSend={sendBox}
      />
      <p className="partner-agent__footer">{t('partner.agent.poweredBy')}</p>
    </section>
  );
}

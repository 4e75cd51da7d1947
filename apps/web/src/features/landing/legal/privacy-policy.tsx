import { publicConfig } from '@/lib/public-config';
import { LEGAL_CONTACTS, LegalDoc, LegalList, LegalPart, MailLink, Term } from './legal-prose';

export function PrivacyPolicy() {
  const { product_name: name, trial_days } = publicConfig();
  return (
    <LegalDoc
      intro={
        <>
          This policy explains what personal data {name} collects when you use it, why, how long it is kept
          and how you can have it deleted. We keep it short and collect only what the service needs to work.
        </>
      }
    >
      <LegalPart title="Who is responsible for your data">
        <p>
          {name} is self-hostable software. The person or organisation operating the instance you are using is
          the controller of your personal data and is responsible for it under data protection law.
          &ldquo;We&rdquo; and &ldquo;us&rdquo; in this policy mean that operator. If you are unsure who runs
          this instance, ask at <MailLink address={LEGAL_CONTACTS.privacy} />.
        </p>
      </LegalPart>

      <LegalPart title="What we collect">
        <LegalList>
          <li>
            <Term>Account data:</Term> your e-mail address, name and profile picture from the sign-in provider
            you choose, and the identifiers that keep you signed in.
          </li>
          <li>
            <Term>Linked platforms:</Term> when you connect an account such as X or Bluesky, its public
            profile (username, display name, picture), your recent public posts, and the tokens that let us
            act for you: third-party OAuth tokens from X, and from Bluesky the session tokens your app
            password opens (the app password itself is used once to sign in and is not kept). OAuth and
            session tokens are stored encrypted and are used only to read posts and to publish the replies you
            approve.
          </li>
          <li>
            <Term>Your preferences:</Term> your speaking style, reply rules, business promotion details, the
            communities and usernames you follow, monitoring keywords and your conversations with the AI
            agent.
          </li>
          <li>
            <Term>Responses:</Term> the posts we find for you, the replies drafted for them, your edits, and
            the responses sent or scheduled, with their times.
          </li>
          <li>
            <Term>Swipes:</Term> each decision you make on a draft (a swipe right to send, left to ignore or
            up to edit, or the matching button or key) and when you made it.
          </li>
          <li>
            <Term>Billing data:</Term> your subscription status (trial, active, cancelled or ended), plan,
            start and renewal dates, and the transaction ids our payment processor returns. Card details go
            directly to the payment processor; we never see or store them.
          </li>
          <li>
            <Term>Technical data:</Term> server logs (IP address, browser, times of requests) for security and
            troubleshooting. Display settings such as theme, undo timeout and dry-send mode stay in your
            browser.
          </li>
        </LegalList>
      </LegalPart>

      <LegalPart title="Why we use it">
        <LegalList>
          <li>
            To provide the service you signed up for: finding posts, drafting replies in your tone and sending
            the ones you approve.
          </li>
          <li>To learn your style: your posts, edits and swipes make later drafts sound more like you.</li>
          <li>
            To run billing: to start your {trial_days}-day free trial, to keep it to one per user, to manage
            your monthly subscription and to answer questions about a payment.
          </li>
          <li>
            To keep the service secure, prevent abuse and meet legal duties such as keeping accounting
            records.
          </li>
        </LegalList>
        <p>
          We do not sell your data, show you advertising or use your data to train models for anyone else.
        </p>
      </LegalPart>

      <LegalPart title="Who we share it with">
        <p>
          Only with the providers needed to run the service, each bound to use the data solely for us: the
          hosting and sign-in provider, the payment processor, the language model provider that writes the
          drafts (it receives the post, your style and your rules, nothing more), and the platforms you link,
          which receive the replies you choose to send.
        </p>
      </LegalPart>

      <LegalPart title="How long we keep it">
        <LegalList>
          <li>Account data, preferences, responses and swipes: for as long as your account exists.</li>
          <li>
            OAuth and session tokens: until you disconnect the platform or delete your account, then they are
            erased at once.
          </li>
          <li>Billing records and transaction ids: for as long as tax and accounting law requires.</li>
          <li>Server logs: up to 30 days.</li>
        </LegalList>
      </LegalPart>

      <LegalPart title="Deletion and your rights">
        <p>
          You can ask to see, correct, export or delete your data, or object to how it is used. Write to{' '}
          <MailLink address={LEGAL_CONTACTS.privacy} /> and we will answer within 30 days. When your account
          is deleted we erase your data, except billing records we must keep by law. Replies already published
          on another platform stay there until you remove them on that platform. You may also complain to your
          data protection authority.
        </p>
      </LegalPart>

      <LegalPart title="Security">
        <p>
          Data travels over encrypted connections, OAuth and session tokens are encrypted at rest, and access
          to personal data is limited to what running the service requires.
        </p>
      </LegalPart>

      <LegalPart title="Changes and contact">
        <p>
          {name} is not meant for anyone under 16. If this policy changes in a way that matters, we will tell
          you in the app before the change applies. Questions about privacy:{' '}
          <MailLink address={LEGAL_CONTACTS.privacy} />.
        </p>
      </LegalPart>
    </LegalDoc>
  );
}

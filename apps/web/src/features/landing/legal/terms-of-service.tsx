import { ROUTES } from '@gatling/shared/spec/public';
import { publicConfig } from '@/lib/public-config';
import { LEGAL_CONTACTS, LegalDoc, LegalList, LegalPart, MailLink, Term } from './legal-prose';

export function TermsOfService() {
  const { product_name: name, trial_days } = publicConfig();
  return (
    <LegalDoc
      intro={
        <>
          These terms govern your use of {name}. By creating an account you agree to them. If you do not
          agree, please do not use the service.
        </>
      }
    >
      <LegalPart title="Who you are dealing with">
        <p>
          {name} is self-hostable software. These terms are between you and the operator of the instance you
          are using, who provides the service to you and is the controller of your data as described in the
          Privacy Policy. The software itself is provided by its authors under its open-source licence.
        </p>
      </LegalPart>

      <LegalPart title="The service">
        <p>
          {name} finds posts in the communities you choose and uses a language model to draft replies in your
          tone. You review every draft: swipe right to send it, left to ignore it or up to edit it first.
          Buttons and arrow keys do the same. The service is in alpha, so features may change and it may
          sometimes be unavailable.
        </p>
      </LegalPart>

      <LegalPart title="Your account and your replies">
        <LegalList>
          <li>
            You must be at least 16, give accurate details and keep your sign-in secure. An account is for one
            person.
          </li>
          <li>
            You are the author of every response you send. Drafts are written by a machine and can be wrong,
            so read them before you approve them.
          </li>
          <li>
            Follow the rules of the platforms you post to. Do not use {name} for spam, harassment,
            impersonation, deception or anything unlawful.
          </li>
        </LegalList>
      </LegalPart>

      <LegalPart title="Linked platforms">
        <p>
          When you link a platform you allow {name} to read posts and publish the replies you approve on your
          behalf. The third-party OAuth tokens (on Bluesky, the session of an app password) that make this
          possible are stored encrypted, and you can revoke them at any time by disconnecting the platform
          here or in that platform&apos;s settings. We are not responsible for changes or outages of
          third-party platforms.
        </p>
      </LegalPart>

      <LegalPart title="Free trial">
        <p>
          New users get a <Term>{trial_days}-day free trial</Term>, limited to one per user: creating further
          accounts to obtain another trial is not allowed. If you do not cancel before the trial ends, your
          monthly subscription starts and the first payment is taken.
        </p>
      </LegalPart>

      <LegalPart title="Subscriptions and billing">
        <LegalList>
          <li>
            Subscriptions are <Term>monthly</Term>, paid in advance and renewed automatically at the price
            shown on the{' '}
            <a href={ROUTES.pricing} className="font-medium text-accent underline-offset-4 hover:underline">
              pricing page
            </a>
            .
          </li>
          <li>
            You can <Term>cancel any time before renewal</Term> from your subscription page. You keep access
            until the end of the month you paid for, and no further payment is taken.
          </li>
          <li>
            Payments run through our payment processor. We record your subscription status and the transaction
            ids of your payments to manage your plan and answer billing questions.
          </li>
          <li>
            Part months are not refunded unless the law requires it. Price changes are announced before they
            apply.
          </li>
        </LegalList>
      </LegalPart>

      <LegalPart title="Your content">
        <p>
          You own what you write and what {name} drafts for you. You allow us to store and process it only as
          needed to run the service for you.
        </p>
      </LegalPart>

      <LegalPart title="Ending, liability and changes">
        <p>
          You can stop using {name} and delete your account at any time. We may suspend accounts that break
          these terms. The service is provided &ldquo;as is&rdquo;; to the extent the law allows, we are not
          liable for indirect losses or for replies you chose to send, and our total liability is limited to
          what you paid in the last three months. We will give notice in the app before material changes to
          these terms take effect.
        </p>
      </LegalPart>

      <LegalPart title="Contact">
        <p>
          Questions about these terms: <MailLink address={LEGAL_CONTACTS.legal} />.
        </p>
      </LegalPart>
    </LegalDoc>
  );
}

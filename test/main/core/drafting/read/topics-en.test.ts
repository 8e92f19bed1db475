import { describe, it } from 'vitest'
import {
  asks,
  deleteAccount,
  expectTopics,
  fixPlea,
  lockedOut,
  lostData,
  moneyBack,
  moving,
  noLoss,
  privacyAsked,
  privacyWorry,
  purchaseGone,
  rhetorical,
  sentBack,
  type TopicCase,
  unanswered,
  whyAccount,
  wish,
} from './topics'

/** English reviews written for this test: what each is about, and the topics it must not be given. */
const CASES: TopicCase[] = [
  privacyAsked(
    2,
    'The app shows my route to everyone in the challenge, so they can see where I live. How do I hide that??',
  ),
  unanswered(1, 'Nobody ever got back to me after I reported the sync bug two weeks ago.', null),
  lockedOut(1, 'I forgot my password and the reset email never comes'),
  lostData(1, 'I need my notes back NOW. They disappeared after the update.'),
  purchaseGone(
    2,
    'Bought the lifetime version, now it says I need to subscribe. Where is my purchase?',
  ),
  deleteAccount(1, 'I want to delete my account. There is no option to do it anywhere in the app.'),
  moving(4, 'How do I transfer my data to my new phone?'),
  rhetorical(1, 'Is this a joke? 9.99 a month for notes?'),
  wish(4, 'can you please add a dark mode??'),
  asks(4, 'Can you let me know how to export to PDF?'),
  fixPlea(2, 'The sync between my tablet and phone stopped working last week. Please fix it asap!'),
  fixPlea(5, 'Love the app but the widget is blank since the update. Can you please fix this?'),
  fixPlea(1, 'Crashes every time I open a checklist. When will you fix it??'),
  fixPlea(3, 'Reminders never go off on my Pixel 8. Please make it work again'),
  moneyBack(
    1,
    'I was charged $9.99 for a subscription I never signed up for. I want my money back!',
    'unknown_charge',
  ),
  moneyBack(
    1,
    'Cancelled my trial and you still charged me for the yearly plan. Can you refund me please?',
  ),
  purchaseGone(
    1,
    'Bought Premium last month, reinstalled the app and now it asks me to pay again. Premium is gone.',
  ),
  purchaseGone(2, 'I paid for 500 gems and they never showed up in my account. Gems missing!'),
  deleteAccount(1, 'I want to delete my account and all my data. How do I do that?'),
  deleteAccount(2, 'Delete my data now. I do not consent to you keeping anything, GDPR.'),
  lockedOut(1, "Can't log in anymore, the reset link never arrives. Please let me into my account"),
  lockedOut(
    1,
    'Locked out of my account after the update, I need access to my account please help',
  ),
  lostData(
    1,
    'All my notes disappeared after the update. Years of work gone. I need my notes back',
  ),
  lostData(2, 'Lost my streak and all my progress because the app crashed during a level'),
  noLoss(2, "Honestly I lost interest after the redesign, it's cluttered now", 'complaint'),
  noLoss(2, 'The app loses GPS signal on every run and the distance is wrong', 'bug'),
  moving(4, 'Getting a new phone next week. How do I move my notes over without losing anything?'),
  moving(5, 'Will I lose my progress if I switch to a new iPhone?'),
  asks(4, 'Does it sync with Google Calendar?'),
  asks(5, 'Is there a family plan? My kids want to use it too'),
  rhetorical(
    1,
    'Why would anyone pay $8 a month for this? What were you thinking with this redesign?',
  ),
  rhetorical(1, 'Who designed this new layout? Is this a joke? Everything takes three taps now'),
  wish(4, 'Can you add a dark mode? My eyes hurt at night'),
  wish(4, 'Could you please bring back the old layout? The new one is hard to read'),
  wish(3, 'When will you add Apple Watch support?'),
  wish(4, 'Great app, would be 5 stars if it had a calendar view'),
  wish(3, "It lacks a calendar view. Please fix that and I'll give 5 stars"),
  privacyWorry(
    1,
    'Why does a notes app need access to my contacts and my location? Are you selling my data?',
  ),
  whyAccount(2, 'Why do I have to create an account just to write a shopping list?'),
  whyAccount(
    2,
    "Why do I need an account just to track my runs? I don't want to hand over my email address",
  ),
  unanswered(1, 'Emailed support 3 times about the sync issue, no answer at all', 'complaint'),
  unanswered(
    1,
    'Your support never replies. I asked for help two weeks ago and still nothing',
    'complaint',
  ),
  sentBack(
    1,
    'Google told me to contact you about the refund. I was charged twice for the yearly plan.',
  ),
  sentBack(1, 'Apple says contact the developer. So here I am: I paid for Plus and want a refund.'),
]

describe('reading the topic of an English review', () => {
  it.each(CASES.map((c) => [c.text, c] as const))('%s', (_, c) => expectTopics('en', c))
})

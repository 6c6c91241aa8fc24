import type { SeedLegalPage } from './types'

export const legalEn: SeedLegalPage = {
  locale: 'en',
  effectiveOn: '2026-11-28',
  title: 'Legal notice, privacy and cookies',
  summary:
    'Who runs TinyTrip, the terms for using this website, how we handle your personal data and which cookies and similar technologies we use.',
  body: `This page explains who we are, the terms for using this website, how we use your personal data and which cookies we use. The Spanish version of this text is also available; if the two ever differ, the Spanish version prevails.

## Legal notice {#legal-notice}

In accordance with Spanish Law 34/2002 on information society services (LSSI-CE), this website is run by:

- **Company:** TinyTrip Family Travel, S.L.
- **Tax ID (NIF):** B56123478
- **Registered office:** Calle Luis de Morales 32, Edificio Forum, 3rd floor, 41018 Sevilla, Spain
- **Registered** in the Mercantile Register of Seville, volume 6512, folio 87, sheet SE-118204
- **Email:** [hello@tinytrip.es](mailto:hello@tinytrip.es)

## Using this website {#terms-of-use}

You may use this website to find out about our service and to rent children's travel gear for your own trips. Please do not misuse it: do not try to access other people's accounts, disrupt the service or copy our content for commercial purposes. Texts, illustrations and the TinyTrip brand belong to TinyTrip Family Travel, S.L. or are used with permission.

Each rental is governed by the conditions shown before you pay, including the price, the deposit and the cancellation rules: bookings can be cancelled online free of charge up to 24 hours before pickup, and refunds go back to the card used for payment. The refundable deposit is held on your card (or charged with the rental and refunded) and released once the gear is back in good order, or when the booking is cancelled. If gear comes back damaged, in need of deep cleaning or not at all, we may keep part of the deposit, at most that item's share of it: we first email you what we found, with photos, and you can answer from your booking for 7 days. Our guides and articles are general information written with care, but they do not replace the official rules or professional advice.

## Privacy policy {#privacy}

### Who is responsible for your data {#controller}

TinyTrip Family Travel, S.L., with the details above, is the controller of the personal data described here. For anything related to your data, write to [privacidad@tinytrip.es](mailto:privacidad@tinytrip.es).

### What we collect and why {#what-we-collect}

- **Your account:** name, email address, phone number, preferred language and password (stored only as a secure hash). We need them to run your account and your bookings (performance of a contract).
- **Your bookings:** the gear, pickup location, dates and times, flight numbers and any notes you add. We use them to prepare your gear and hand it over (performance of a contract).
- **Payments:** card payments are processed by our payment provider. We never see or store your full card number; we keep the payment and refund references (performance of a contract and legal obligations).
- **Identity check at pickup:** we look at a passport or ID card to hand the gear to the right person. We do not keep a copy.
- **Marketing emails:** only if you ask for them when you sign up (consent). You can unsubscribe at any time.
- **Website analytics:** only if you allow analytics cookies (consent), to understand which pages help travellers and which campaigns brought them here.
- **Security:** technical records such as request logs, used to keep the service safe and to prevent fraud (legitimate interest).

### How long we keep it {#retention}

We keep account data while your account is open. Booking and payment records are kept for six years after the booking, as Spanish commercial and tax law requires. Analytics data is kept by Google Analytics for 14 months. Everything else is deleted or anonymised when it is no longer needed.

### Who we share it with {#recipients}

We share data only with providers that help us run the service under a data processing agreement: our hosting provider (servers in the European Union), our email delivery provider and our payment provider. If you allow analytics, Google Ireland Limited receives usage data; Google may transfer it to the United States under the EU-US Data Privacy Framework. We share data with authorities only when the law requires it. We never sell your data.

### Your rights {#rights}

You can ask to access, correct or delete your data, to object to or restrict its use, and to receive it in a portable format. Where we rely on your consent, you can withdraw it at any time without affecting what we did before. Write to [privacidad@tinytrip.es](mailto:privacidad@tinytrip.es). If you are not satisfied with our answer, you can complain to the Spanish Data Protection Agency at [aepd.es](https://www.aepd.es).

## Cookie policy {#cookies}

Cookies and similar technologies (such as your browser's local and session storage) keep small pieces of information on your device. We use two kinds.

### Essential {#essential-cookies}

These are always on, because the website cannot work without them:

- **basket_…** (cookie, 7 days): the gear in your basket, for guests and signed-in travellers.
- **Sign-in details** (session and local storage): keep you signed in; removed when you log out.
- **language** (local storage): the language you chose.
- **cookie_consent** (local storage): your cookie choice and when you made it. We ask again after 24 months.
- **utm** (session storage, deleted when you close the tab): the campaign that brought you here, if any. It stays on your device unless you allow analytics.

### Analytics {#analytics-cookies}

Only with your permission. We use Google Analytics 4 to count page visits and see which campaigns work:

- **_ga** and **_ga_…** (cookies, 2 years): tell visits apart without identifying you.

Analytics cookies are off until you switch them on. You can change your choice at any time with **Cookie settings** at the bottom of every page; if you withdraw your consent, we delete the analytics cookies. You can also block or delete cookies in your browser settings.

## Contact {#contact}

Questions about this page or about your booking: [hello@tinytrip.es](mailto:hello@tinytrip.es). These terms are governed by Spanish law; if you are a consumer, you can also go to the courts where you live.
`,
}

import { brand } from '../../site/brand';
import type { StaticPage } from '../types';

const lastUpdated = '2025-01-15';
const contactLine = `Questions about this page can be sent to ${brand.supportEmail}.`;

export const privacyPage: StaticPage = {
  path: '/privacy',
  title: 'Privacy Policy',
  lastUpdated: '2026-11-27',
  intro: `This policy explains what personal data ${brand.name} collects through this website, why we collect it, how long we keep it and how you can get a copy of it or have it erased.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We only collect what we need to answer you and run the site.'],
      bullets: [
        'Bookings: your name, e-mail, phone, country, company, role, the subject of the call, the e-mail addresses of the guests you invite and your time zone',
        'Contact messages: your name, e-mail, phone, company, role, industry, website and your message',
        'Chat conversations: the e-mail address you give the assistant and the messages you exchange with it',
        'Newsletter: your e-mail address, when you subscribed, confirmed or unsubscribed, and the consent you gave',
        'To stop abuse: how many bookings an e-mail address holds and how many bookings or requests one network address made in the last day',
        'An anonymous session identifier stored in your browser to count article views and reactions',
        'With your consent, analytics data about how pages are used (pages visited, device type, approximate location)',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your details to reply to enquiries, schedule and run consultations, send the newsletter you asked for and improve the website. We do not sell personal data, and we do not use it for automated decisions that affect you.',
      ],
    },
    {
      heading: 'Legal basis',
      paragraphs: [
        'We process enquiry, booking and chat data to take steps at your request before a contract, newsletter data on the basis of your consent, the counts that stop abuse on the basis of our legitimate interest in keeping the service available, and analytics data only after you accept analytics cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['Data is deleted or anonymised automatically when its time is up:'],
      bullets: [
        'Bookings: your details are kept for 24 months after the meeting (a period our team may set), then removed; the booking keeps only its date, time and status',
        'Contact messages: deleted 24 months after you send them',
        'Chat conversations: deleted 90 days after the last message',
        'Newsletter: kept while you are subscribed; 30 days after you unsubscribe the record is deleted, and only a one-way hash of the address stays, so that it is never added again without your new confirmation',
        'Booking and request counts per address: deleted a day after your last upcoming meeting, or after one to two days',
        'Links we e-mail you to confirm a request: valid for 24 hours, used once',
        'Records of personal data requests: kept 24 months as proof that we answered them; after an erasure they hold only a hash of the address',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We use trusted processors for hosting, e-mail delivery and video meetings, bound by contracts that protect your data. Some are located outside your country; where required, we rely on standard contractual clauses.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data or for its erasure on our personal data request page (/privacy/request). We e-mail a link to the address to make sure the request is yours; the copy appears on the page the link opens, ready to download. An erasure first cancels your upcoming consultations (you, your guests and our team get the usual cancellation e-mails), then deletes or anonymises every record about your address. We answer every request within 30 days.',
        `You may also ask us to correct your data, object to processing or withdraw consent at any time, and every newsletter contains an unsubscribe link. ${contactLine}`,
      ],
    },
  ],
};

export const termsPage: StaticPage = {
  path: '/terms',
  title: 'Terms of Service',
  lastUpdated,
  intro: `These terms apply to your use of the ${brand.name} website. Client engagements are governed by their own written agreements.`,
  sections: [
    {
      heading: 'Use of the website',
      paragraphs: [
        'You may browse the site and share links to it. You may not misuse it, attempt to disrupt it, scrape it at scale or use it to send unsolicited messages.',
      ],
    },
    {
      heading: 'Content and intellectual property',
      paragraphs: [
        'Text, images, videos and designs on this site belong to us or to our clients and are shown with permission. Case-study results describe specific engagements and are not a promise of future results.',
      ],
    },
    {
      heading: 'Consultations',
      paragraphs: [
        'Free consultations are offered without obligation. We may reschedule a booking when necessary and will tell you as early as we can.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The site is provided as is. To the extent permitted by law we are not liable for indirect losses arising from its use. Nothing in these terms limits rights you have as a consumer.',
      ],
    },
    { heading: 'Changes', paragraphs: [`We may update these terms and will change the date above when we do. ${contactLine}`] },
  ],
};

export const cookiesPage: StaticPage = {
  path: '/cookies',
  title: 'Cookie Policy',
  lastUpdated,
  intro: 'Cookies and similar browser storage help this site work and, with your permission, help us understand how it is used.',
  sections: [
    {
      heading: 'Essential',
      paragraphs: [
        'Always on. They remember your cookie choices, keep the booking flow and chat working and protect the site from abuse.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: ['Off until you allow them. They tell us which pages are visited and how, in aggregate, so we can improve the site.'],
    },
    {
      heading: 'Marketing',
      paragraphs: ['Off until you allow them. They measure whether our own advertising brought you here.'],
    },
    {
      heading: 'Functional',
      paragraphs: ['Off until you allow them. They remember preferences such as embedded video settings.'],
    },
    {
      heading: 'Changing your choice',
      paragraphs: [`Use the controls on this page at any time, or clear your browser storage to see the banner again. ${contactLine}`],
    },
  ],
};

export const accessibilityPage: StaticPage = {
  path: '/accessibility',
  title: 'Accessibility Statement',
  lastUpdated,
  intro: 'We want everyone to be able to use this website, whatever their abilities or technology.',
  sections: [
    {
      heading: 'Our standard',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Pages are tested with keyboard navigation, screen readers and automated checks before every release.',
      ],
    },
    {
      heading: 'What we have done',
      paragraphs: ['Recent improvements include:'],
      bullets: [
        'Visible focus states and a logical tab order on every page',
        'Text alternatives for images and captions for our own videos',
        'Animations that respect the reduced-motion setting and can be paused',
        'Sufficient colour contrast for text and controls',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: ['Some older client videos do not yet have captions. We are adding them and will update this statement when that work is complete.'],
    },
    { heading: 'Feedback', paragraphs: [`If something on the site does not work for you, please tell us and we will help. ${contactLine}`] },
  ],
};

export const securityPage: StaticPage = {
  path: '/security',
  title: 'Security',
  lastUpdated,
  intro: 'Our clients trust us with their systems and their customers’ data. This is how we protect both.',
  sections: [
    {
      heading: 'Secure by default',
      paragraphs: [
        'We build on managed cloud services with encryption in transit and at rest, least-privilege access and infrastructure defined as code and reviewed like any other change.',
      ],
    },
    {
      heading: 'How our team works',
      paragraphs: ['Security is part of everyday work, not a final checklist.'],
      bullets: [
        'Multi-factor authentication and managed devices for every team member',
        'Peer review and automated dependency scanning on every code change',
        'Access to client systems granted per project and removed when it ends',
        'Annual security training and documented incident response',
      ],
    },
    {
      heading: 'Reporting a vulnerability',
      paragraphs: [
        `If you believe you have found a security issue in this site or a product we built, please e-mail ${brand.supportEmail} with the subject "Security". We acknowledge reports within two business days and will keep you informed.`,
      ],
    },
  ],
};

export const confidentialityPage: StaticPage = {
  path: '/confidentiality',
  title: 'Confidentiality',
  lastUpdated,
  intro: 'Ideas, plans and data shared with us stay with us.',
  sections: [
    {
      heading: 'Before we work together',
      paragraphs: [
        'Everything you tell us in a consultation or a brief is treated as confidential. We are happy to sign a mutual non-disclosure agreement before detailed discussions.',
      ],
    },
    {
      heading: 'During a project',
      paragraphs: [
        'Only the people on your project can access your materials. Documents are stored in access-controlled workspaces, and team members are bound by confidentiality clauses in their contracts.',
      ],
    },
    {
      heading: 'Showing our work',
      paragraphs: [
        `We only publish a project or its results with the client’s written approval, and we can anonymise a case study on request. ${contactLine}`,
      ],
    },
  ],
};

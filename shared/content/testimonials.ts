import type { AboutTestimonial, HomeTestimonial } from './types';

const avatar = (n: number) => `/media/people/a${String(n).padStart(2, '0')}.webp`;

/** Home 'Trusted by Forward-Thinking Leaders' (11 entries). */
export const homeTestimonials: readonly HomeTestimonial[] = [
  {
    name: 'Layla Haddad',
    role: 'Founder & CEO',
    company: 'Lumen Skin',
    image: avatar(1),
    text: 'Northstar treated our launch budget as if it were their own. Every week we knew what was working, what was not and what they were changing next. We were profitable on paid social from the first month.',
  },
  {
    name: 'Omar Farouk',
    role: 'Head of Growth',
    company: 'SwiftRide',
    image: avatar(2),
    text: 'They rebuilt our driver funnel in three weeks and we opened three cities with full fleets. The team understood both the marketing and the operations side, which is rare.',
  },
  {
    name: 'Sarah Mitchell',
    role: 'VP Marketing',
    company: 'Ledgerly',
    image: avatar(3),
    text: 'Organic search went from an afterthought to our biggest source of trials. Northstar’s content is genuinely useful, and our customers tell us so.',
  },
  {
    name: 'Khalid Al-Mansouri',
    role: 'Sales Director',
    company: 'Horizon Residences',
    image: avatar(4),
    text: 'The walkthrough film and the lead system changed how we sell. My team now speaks to serious buyers within minutes instead of chasing cold lists.',
  },
  {
    name: 'Nadia Kamel',
    role: 'Brand Manager',
    company: 'Saffron Street',
    image: avatar(5),
    text: 'They found the story in our kitchens that we had stopped noticing. The chef series made our brand feel young without losing what our regulars love.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Co-founder',
    company: 'Gearbox Audio',
    image: avatar(6),
    text: 'From the product film to the pre-order page, everything felt like one idea. We sold out our first run weeks before we expected to.',
  },
  {
    name: 'Rania Youssef',
    role: 'Product Lead',
    company: 'Cartwise',
    image: avatar(7),
    text: 'Their designers sat with our customers before drawing a single screen. The redesign tripled our conversion and our support tickets dropped at the same time.',
  },
  {
    name: 'James Porter',
    role: 'Chief Operating Officer',
    company: 'Meridian Pay',
    image: avatar(8),
    text: 'Northstar’s engineers are calm under pressure. They shipped our onboarding platform on a regulator’s deadline with documentation our auditors praised.',
  },
  {
    name: 'Hana Suleiman',
    role: 'Marketing Director',
    company: 'Atelier Noor',
    image: avatar(9),
    text: 'Our acquisition costs came down season after season. More importantly, we stopped depending on discounts to grow.',
  },
  {
    name: 'Youssef Tarek',
    role: 'General Manager',
    company: 'The Dune House',
    image: avatar(10),
    text: 'Direct bookings overtook the travel agencies within a year. The new website finally looks as good as the hotel does.',
  },
  {
    name: 'Amira Fathi',
    role: 'Programme Director',
    company: 'Clean Water Alliance',
    image: avatar(11),
    text: 'They handled a sensitive public campaign with care and clarity. Volunteer sign-ups exceeded our annual target in eight weeks.',
  },
];

/** About page testimonials (9 entries: 5 in the first row, 4 in the second). */
export const aboutTestimonials: readonly AboutTestimonial[] = [
  {
    name: 'Michael Grant',
    role: 'CEO',
    company: 'Vantage Logistics',
    image: avatar(12),
    testimonial: 'One partner for the app, the brand refresh and the launch campaign meant one plan and one timeline. It saved us months.',
  },
  {
    name: 'Salma Ibrahim',
    role: 'Head of Digital',
    company: 'Urban Threads',
    image: avatar(13),
    testimonial: 'Clear communication, honest reporting and creative work that our customers actually share. That is why we keep coming back.',
  },
  {
    name: 'Tariq Nasser',
    role: 'Founder',
    company: 'Pulse Fitness',
    image: avatar(14),
    testimonial: 'Northstar built our booking app and the AI assistant behind it. Members book more classes and our front desk finally has time to breathe.',
  },
  {
    name: 'Emily Carter',
    role: 'Marketing Lead',
    company: 'Bloom & Co.',
    image: avatar(15),
    testimonial: 'They challenged our brief in the best way. The campaign we ended up with was braver and far more effective than the one we asked for.',
  },
  {
    name: 'Fatima Zahra',
    role: 'Communications Director',
    company: 'Future Skills Initiative',
    image: avatar(16),
    testimonial: 'Working with a government programme means many stakeholders. Northstar kept everyone aligned and delivered on every milestone.',
  },
  {
    name: 'Ahmed Samir',
    role: 'CTO',
    company: 'Meridian Pay',
    image: avatar(17),
    testimonial: 'Their code is clean, tested and documented. Our in-house team took over parts of the platform without a single surprise.',
  },
  {
    name: 'Olivia Bennett',
    role: 'Brand Director',
    company: 'Casa Verde Hotels',
    image: avatar(18),
    testimonial: 'The new identity gave our three properties a shared voice while letting each keep its own character. Guests notice the difference.',
  },
  {
    name: 'Karim Mostafa',
    role: 'E-commerce Manager',
    company: 'Souq Home',
    image: avatar(19),
    testimonial: 'Site speed, product pages and campaigns were all improved at once. Online revenue doubled within a year.',
  },
  {
    name: 'Noura Al-Saud',
    role: 'Managing Director',
    company: 'Najd Developments',
    image: avatar(20),
    testimonial: 'From the first strategy workshop to the launch event, the team was thoughtful, fast and always one step ahead.',
  },
];

import { describe, expect, it } from 'vitest';
import { aboutTagRows, team, values } from './about';
import { caseStudies } from './case-study-stories';
import { primaryClientLogos, secondaryClientLogos } from './client-logos';
import { services } from './services';
import { servicePages, textPages } from './static-pages';
import { aboutTestimonials, homeTestimonials } from './testimonials';
import { testimonialVideos } from './testimonial-videos';
import { processSteps, corePrinciples } from './approach';

describe('static content', () => {
  it('has the volumes of the specification', () => {
    expect(services.map((s) => [s.id, s.route, s.cta, s.features.length])).toEqual([
      ['development', '/software-development', 'See More', 4],
      ['design', '/design', 'See More', 4],
      ['marketing', '/marketing', 'See More', 4],
      ['advertising', '/advertising-media', 'See More', 4],
    ]);
    expect(homeTestimonials).toHaveLength(11);
    expect(aboutTestimonials).toHaveLength(9);
    expect(testimonialVideos).toHaveLength(4);
    expect(primaryClientLogos.length + secondaryClientLogos.length).toBe(16);
    expect(aboutTagRows.map((row) => row.length)).toEqual([8, 8, 8]);
    expect(team).toHaveLength(4);
    expect(values.map((v) => v.title)).toEqual(['Creativity', 'Innovation', 'Quality', 'Client Satisfaction']);
    expect(processSteps).toHaveLength(6);
    expect(corePrinciples).toHaveLength(4);
  });

  it('has exactly the case metrics', () => {
    expect(caseStudies.map((c) => `${c.mainMetric} ${c.mainMetricLabel}`)).toEqual([
      '8.4x ROAS',
      '23% Lower CPA',
      '14x Leads',
      '10M+ Reach in 90 days',
      '20x ROAS in 3 months',
      '1200% SEO traffic growth',
      '76x Lead growth',
      '300% Conversion growth',
    ]);
    expect(new Set(caseStudies.map((c) => c.slug)).size).toBe(8);
  });

  it('tells the whole story of every case study', () => {
    for (const study of caseStudies) {
      for (const text of [study.summary, study.challenge, study.solution]) expect(text, study.slug).toMatch(/\w{3,}.*\./);
      expect(study.results?.length, study.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('has copy for every text and service page, without placeholder text', () => {
    expect(Object.keys(textPages).sort()).toEqual(
      ['/accessibility', '/careers', '/community', '/confidentiality', '/cookies', '/giving-back', '/innovation', '/privacy', '/security', '/sustainability', '/terms'].sort(),
    );
    expect(Object.keys(servicePages).sort()).toEqual(
      ['/advertising-media', '/design', '/marketing', '/real-estate-marketing', '/software-development'].sort(),
    );
    const allText = JSON.stringify({ textPages, servicePages });
    expect(allText).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
  });
});

/** Mock weather, derived from the city's name so the same city always reads the same. */
export interface WeatherNow {
  city: string;
  celsius: number;
  sky: string;
}

const SKIES = ['clear skies', 'light clouds', 'a passing shower', 'fog clearing by noon'];

export function weatherIn(city: string): WeatherNow {
  const seed = [...city].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return { city, celsius: 8 + (seed % 20), sky: SKIES[seed % SKIES.length] ?? 'clear skies' };
}

import type { WidgetProps } from '../../src/index';
import type { WeatherNow } from '../backend/weather';

/** A small card drawn inline in the transcript, in place of a launcher. */
export function WeatherCard({ data }: WidgetProps<WeatherNow>) {
  return (
    <p className="weather-card">
      <span className="weather-card-temp">{data.celsius} °C</span> {data.city}, {data.sky}
    </p>
  );
}

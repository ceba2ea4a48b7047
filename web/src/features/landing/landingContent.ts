/** The words of the landing page (docs/product.md §2): six features, three benefits. */
import {
  IconChartLine,
  IconClockHour4,
  IconGasStation,
  IconReportMoney,
  IconScale,
  IconShieldCheck,
  IconTrendingUp,
  IconTruckDelivery,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export interface LandingItem {
  title: string;
  text: string;
  icon: Icon;
}

export const features: LandingItem[] = [
  {
    title: 'Load Tracking',
    text: 'Log pickups and deliveries, miles and revenue, and keep the bill of lading with every load.',
    icon: IconTruckDelivery,
  },
  {
    title: 'Earnings Management',
    text: 'Set up your pay per mile, percentage or bonus tiers and see what every load really pays.',
    icon: IconReportMoney,
  },
  {
    title: 'Fuel Management',
    text: 'Record each fill-up with gallons, price and odometer. Diesel, DEF and reefer, with MPG.',
    icon: IconGasStation,
  },
  {
    title: 'Axle Weight Calculator',
    text: 'Check steer, drive and trailer axles against legal limits before you reach the scale.',
    icon: IconScale,
  },
  {
    title: 'Performance Analytics',
    text: 'Weekly and monthly earnings, miles and loads delivered, on your own pay period.',
    icon: IconChartLine,
  },
  {
    title: 'Profile Management',
    text: 'Your carrier, pay settings and preferences in one place, on every device you use.',
    icon: IconUserCircle,
  },
];

export const benefits: LandingItem[] = [
  {
    title: 'Save Time',
    text: 'Log a load or a fill-up in under a minute, even with no signal at the truck stop.',
    icon: IconClockHour4,
  },
  {
    title: 'Increase Profits',
    text: 'Know your real pay per mile and spot which loads and lanes are worth taking.',
    icon: IconTrendingUp,
  },
  {
    title: 'Stay Compliant',
    text: 'Catch an overweight axle before it turns into a ticket or a trip back to the slider.',
    icon: IconShieldCheck,
  },
];

export const heroPoints = ['Works offline', 'Installs on your phone', 'Built for drivers'];

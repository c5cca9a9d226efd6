import './browserZod';

export * from '@hotel/validators';

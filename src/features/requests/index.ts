export { ContactDoctorForm } from './ContactDoctorForm';
export { PostJobRequestForm } from './PostJobRequestForm';
export { PricingRequestForm } from './PricingRequestForm';
export { submitContactRequest } from './submitContactRequest';

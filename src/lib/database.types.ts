// PLACEHOLDER until `npm run gen:types` (database helper) generates this file from the schema.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

type Table<Row, Required extends keyof Row> = {
  Row: Row;
  Insert: Partial<Row> & Pick<Row, Required>;
  Update: Partial<Row>;
  Relationships: [];
};

export type Database = {
  public: {
    Tables: {
      jobs: Table<
        {
          id: string;
          title: string;
          employer_name: string;
          location: string;
          description: string;
          job_type: 'Heltid' | 'Deltid' | 'Vikariat' | 'Konsult' | null;
          sector: 'allmänmedicin' | 'kirurgi' | 'pediatrik' | null;
          requirements: string | null;
          benefits: string | null;
          salary_monthly: number | null;
          employer_email: string | null;
          status: 'draft' | 'published';
          created_by: string | null;
          created_at: string;
          updated_at: string;
          published_at: string | null;
          expires_at: string | null;
        },
        'title' | 'employer_name' | 'location' | 'description'
      >;
      banners: Table<
        {
          id: string;
          title: string;
          employer_name: string;
          description: string | null;
          image_url: string;
          link_url: string | null;
          position: 'top' | 'sidebar' | 'bottom';
          status: 'draft' | 'published';
          price: number;
          created_by: string | null;
          created_at: string;
          updated_at: string;
          published_at: string | null;
        },
        'title' | 'employer_name' | 'image_url'
      >;
      user_roles: Table<{ id: string; user_id: string; role: 'admin' }, 'user_id' | 'role'>;
      job_seeker_profiles: Table<
        {
          id: string;
          user_id: string;
          full_name: string;
          email: string;
          phone: string | null;
          profession: string | null;
          created_at: string;
          updated_at: string;
        },
        'user_id' | 'full_name' | 'email'
      >;
      job_applications: Table<
        {
          id: string;
          job_id: string;
          applicant_id: string;
          applicant_name: string;
          applicant_email: string;
          applicant_phone: string | null;
          cover_letter: string;
          status: 'pending' | 'reviewed' | 'accepted' | 'rejected';
          created_at: string;
          updated_at: string;
        },
        'job_id' | 'applicant_id' | 'applicant_name' | 'applicant_email' | 'cover_letter'
      >;
      settings: Table<
        { id: number; provider_name: string; contact_email: string; email_signature: string },
        never
      >;
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

// A password field whose eye says in Swedish what pressing it does: "Visa lösenord" while the
// characters are hidden, "Dölj lösenord" while they show (Mantine's one fixed name is English).
// Focusable and 44 px by the theme (src/app/theme.ts).
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Dölj lösenord' : 'Visa lösenord' }}
    />
  );
}

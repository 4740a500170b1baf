// The brand's logo with its name beside it, as every header shows it; the logo is decorative next to the name.
import { useState } from 'react';
import type { Brand } from '../../domain/brand';

interface BrandMarkProps {
  brand: Brand;
  size?: 'md' | 'lg';
}

export function BrandMark({ brand, size = 'md' }: BrandMarkProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const showLogo = brand.logoUrl !== '' && !logoFailed;
  return (
    <span className={`brand-mark brand-mark--${size}`}>
      {showLogo ? (
        <img className="brand-mark__logo" src={brand.logoUrl} alt="" onError={() => setLogoFailed(true)} />
      ) : (
        <span className="brand-mark__initial" aria-hidden="true">
          {brand.businessName.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="brand-mark__name">{brand.businessName}</span>
    </span>
  );
}
